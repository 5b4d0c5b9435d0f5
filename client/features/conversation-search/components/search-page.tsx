import { ConversationSearch } from "./conversation-search.tsx"
import * as styles from "./conversation-sidebar.css.ts"

/** /cerca: the search on its own page (on a phone, where no list stands beside the chat). */
export const SearchPage = () => (
  <div className={styles.page}>
    <h1 className={styles.pageTitle}>Cerca nelle conversazioni</h1>
    <ConversationSearch />
  </div>
)
