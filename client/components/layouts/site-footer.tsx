import { Link } from "wouter"

import { paths } from "../../config/paths.ts"
import * as styles from "./layouts.css.ts"

/** On every framed screen (issue 27): a person to talk to and what Cogi does in a crisis, signed in or not. */
export const SiteFooter = () => (
  <footer className={styles.siteFooter}>
    <nav aria-label="Aiuto e informazioni" className={styles.siteFooterLinks}>
      <Link to={paths.humanHelp.getHref()}>Parla con una persona</Link>
      <Link to={paths.crisisProtocol.getHref()}>Protocollo di crisi</Link>
      <Link to={paths.privacy.getHref()}>Privacy</Link>
    </nav>
  </footer>
)
