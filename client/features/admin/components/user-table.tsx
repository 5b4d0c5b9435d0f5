import { useEffect, useRef } from "react"

import { Button } from "../../../components/ui/button.tsx"
import type { AdminUser } from "../api/admin-types.ts"
import { formatCount, formatDate, formatLastLogin } from "../state/format.ts"
import { canResetPassword, isProtected, type SelectAllState } from "../state/user-filters.ts"
import * as styles from "./user-table.css.ts"
import { LockIcon } from "./lock-icon.tsx"

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

const UserRow = ({
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

type SelectAllProps = {
  readonly state: SelectAllState
  readonly disabled: boolean
  readonly onToggle: () => void
}

/** "Seleziona tutti": the selectable rows on screen only; indeterminate when some of them are ticked. */
export const SelectAllCheckbox = ({ state, disabled, onToggle }: SelectAllProps) => {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current !== null) ref.current.indeterminate = state === "some"
  }, [state])
  return (
    <label className={styles.checkboxLabel}>
      <input
        ref={ref}
        type="checkbox"
        className={styles.checkbox}
        checked={state === "all"}
        disabled={disabled}
        onChange={onToggle}
      />
      Seleziona tutti
    </label>
  )
}

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
