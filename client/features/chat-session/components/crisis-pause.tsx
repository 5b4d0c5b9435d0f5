import * as styles from "./session-banners.css.ts"

export const CRISIS_PAUSE_TEXT = "Questa conversazione resta qui: puoi scriverci di nuovo quando vuoi."

/**
 * A session that raised the crisis panel and then went quiet is not "over": it pauses, and the person may write
 * again in this chat (issue 22). No clock, no count of sessions, no new session to buy.
 */
export const CrisisPauseBanner = () => (
  <div className={styles.banner} role="status">
    <div className={styles.bannerInner}>
      <div className={styles.bannerText}>
        <strong>{CRISIS_PAUSE_TEXT}</strong>
        <span>Il tuo piano e i numeri di aiuto sono qui sotto, sempre a portata di mano.</span>
      </div>
    </div>
  </div>
)
