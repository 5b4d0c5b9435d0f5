import { Button } from "../../../components/ui/button.tsx"
import type { AdminUser } from "../api/admin-types.ts"
import { formatCount, formatDate, formatLastLogin } from "../state/format.ts"
import * as styles from "./user-table.css.ts"
import { LockIcon } from "./lock-icon.tsx"

type UserRowProps = {
  readonly user: AdminUser
  readonly isSelf: boolean
  readonly isProtectedAccount: boolean
  readonly canReset: boolean
  readonly selected: boolean
  readonly onToggle: (user: AdminUser) => void
  readonly onDelete: (user: AdminUser) => void
  readonly onResetPassword: (user: AdminUser) => void
}

/** One user: a table row, or a stacked card up to 1000 px. */
export const UserRow = ({
  user,
  isSelf,
  isProtectedAccount,
  canReset,
  selected,
  onToggle,
  onDelete,
  onResetPassword,
}: UserRowProps) => (
  <tr className={selected ? `${styles.row} ${styles.rowSelected}` : styles.row}>
    <td className={styles.selectCell}>
      {isProtectedAccount ? null : (
        <label className={styles.checkboxHit}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={selected}
            onChange={() => onToggle(user)}
          />
          <span className={styles.visuallyHidden}>Seleziona {user.name}</span>
        </label>
      )}
    </td>
    <th scope="row" className={styles.userCell}>
      <span className={styles.userIdentity}>
        <span className={styles.userName}>{user.name}</span>
        <span className={styles.userEmail}>
          <EmailText email={user.email} />
        </span>
      </span>
    </th>
    <td>
      <span className={styles.cellLabel} aria-hidden="true">
        Stato
      </span>
      <span className={styles.badges}>
        {user.is_verified ? (
          <span className={styles.badge.verified}>Email verificata</span>
        ) : (
          <span className={styles.badge.unverified}>Email da verificare</span>
        )}
        {user.is_admin ? <span className={styles.badge.admin}>Admin</span> : null}
        {isSelf ? <span className={styles.badge.self}>Tu</span> : null}
      </span>
    </td>
    <td>
      <span className={styles.cellLabel} aria-hidden="true">
        Registrazione
      </span>
      <span className={styles.cellValue}>{formatDate(user.created_at)}</span>
    </td>
    <td>
      <span className={styles.cellLabel} aria-hidden="true">
        Ultimo accesso
      </span>
      <span className={styles.cellValue}>{formatLastLogin(user.last_login)}</span>
    </td>
    <td className={styles.numeric}>
      <span className={styles.cellLabel} aria-hidden="true">
        Sessioni
      </span>
      <span className={styles.cellValue}>{formatCount(user.total_chats)}</span>
    </td>
    <td className={styles.numeric}>
      <span className={styles.cellLabel} aria-hidden="true">
        Messaggi
      </span>
      <span className={styles.cellValue}>{formatCount(user.total_messages)}</span>
    </td>
    <td>
      <span className={styles.actions}>
        {isProtectedAccount ? (
          <span
            className={styles.badge.protected}
            title="Gli account amministratore e il tuo non si eliminano da qui"
          >
            <LockIcon /> Protetto
          </span>
        ) : (
          <>
            {canReset ? (
              <Button
                variant="secondary"
                className={styles.actionButton}
                aria-label={`Reset password di ${user.name}`}
                onClick={() => onResetPassword(user)}
              >
                Reset password
              </Button>
            ) : null}
            <Button
              variant="danger"
              className={styles.actionButton}
              aria-label={`Elimina ${user.name}`}
              onClick={() => onDelete(user)}
            >
              Elimina
            </Button>
          </>
        )}
      </span>
    </td>
  </tr>
)

/** Lets a long address wrap before the "@" rather than in the middle of the domain. */
const EmailText = ({ email }: { readonly email: string }) => {
  const at = email.lastIndexOf("@")
  if (at <= 0) return email
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}
