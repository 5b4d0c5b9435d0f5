import { Link } from "wouter"

import { paths } from "../../../config/paths.ts"
import { ConversationSearch } from "./conversation-search.tsx"
import * as styles from "./conversation-sidebar.css.ts"

/** Beside the chat on a wide screen: search and the other conversations. */
export const ConversationSidebar = ({ currentChatId }: { readonly currentChatId: string }) => (
  <nav className={styles.sidebar} aria-label="Le tue conversazioni">
    <Link to={paths.dashboard.getHref()} className={styles.home}>
      Torna alla dashboard
    </Link>
    <ConversationSearch currentChatId={currentChatId} />
  </nav>
)
