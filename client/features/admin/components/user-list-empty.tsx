import { Button } from "../../../components/ui/button.tsx"
import * as styles from "./admin.css.ts"

type UserListEmptyProps = {
  /** Nobody has signed up yet, or only the administrator is here. */
  readonly reason: "nobody" | "only-you" | "no-match"
  /** The search text, for the "no match" message. */
  readonly query: string
  readonly onShowAll: () => void
}

const JOIN_HINT = "Quando qualcuno si registrerà a Cogi, lo troverai in questa lista."

/** What the user table shows instead of rows. */
export const UserListEmpty = ({ reason, query, onShowAll }: UserListEmptyProps) => {
  if (reason !== "no-match")
    return (
      <div className={styles.empty}>
        <p className={styles.emptyTitle}>
          {reason === "nobody" ? "Ancora nessuno qui" : "Per ora ci sei solo tu"}
        </p>
        <p>{JOIN_HINT}</p>
      </div>
    )
  const searched = query.trim()
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>Nessun utente corrisponde</p>
      <p>
        {searched !== ""
          ? `Non troviamo nessuno per “${searched}” con questo filtro. Prova con un altro nome o indirizzo email.`
          : "Nessun utente rientra in questo filtro, per ora."}
      </p>
      <Button variant="secondary" onClick={onShowAll}>
        Mostra tutti gli utenti
      </Button>
    </div>
  )
}
