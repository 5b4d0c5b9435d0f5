import type { AdminUser } from "../api/admin-types.ts"
import { canResetPassword, isProtected } from "../state/user-filters.ts"
import * as styles from "./user-table.css.ts"
import { UserRow } from "./user-row.tsx"

type UserTableProps = {
  readonly users: ReadonlyArray<AdminUser>
  readonly selfId: string
  readonly selected: ReadonlySet<string>
  readonly onToggle: (user: AdminUser) => void
  readonly onDelete: (user: AdminUser) => void
  readonly onResetPassword: (user: AdminUser) => void
}

/** One table; up to 1000 px each row is a stacked card (the cell labels show, the header hides). */
export const UserTable = ({
  users,
  selfId,
  selected,
  onToggle,
  onDelete,
  onResetPassword,
}: UserTableProps) => (
  <div className={styles.tableWrap}>
    <table className={styles.table}>
      <caption className={styles.visuallyHidden}>Utenti registrati</caption>
      <thead className={styles.tableHead}>
        <tr>
          <th scope="col">
            <span className={styles.visuallyHidden}>Selezione</span>
          </th>
          <th scope="col">Utente</th>
          <th scope="col">Stato</th>
          <th scope="col">Registrazione</th>
          <th scope="col">Ultimo accesso</th>
          <th scope="col" className={styles.numeric}>
            Sessioni
          </th>
          <th scope="col" className={styles.numeric}>
            Messaggi
          </th>
          <th scope="col">
            <span className={styles.visuallyHidden}>Azioni</span>
          </th>
        </tr>
      </thead>
      <tbody className={styles.tableBody}>
        {users.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            isSelf={user.id === selfId}
            isProtectedAccount={isProtected(user, selfId)}
            canReset={canResetPassword(user, selfId)}
            selected={selected.has(user.id)}
            onToggle={onToggle}
            onDelete={onDelete}
            onResetPassword={onResetPassword}
          />
        ))}
      </tbody>
    </table>
  </div>
)
