import { useState, type RefObject } from "react"

import { errorMessage, isApiError } from "../../../lib/api-client.ts"
import { notify } from "../../../lib/notify.ts"
import type { AdminUser } from "../api/admin-types.ts"
import { useDeleteUser, useDeleteUsers } from "../api/delete-user.ts"
import { useRequestPasswordReset } from "../api/request-password-reset.ts"
import * as styles from "./admin-dialogs.css.ts"
import { ConfirmDialog } from "./confirm-dialog.tsx"

export const DELETE_FAILED = "Errore nell'eliminazione dell'utente"
export const BULK_DELETE_FAILED = "Errore nell'eliminazione di alcuni utenti"
export const RESET_FAILED = "Errore nell'invio dell'email di reset"

export type AdminDialog =
  | { readonly kind: "delete"; readonly user: AdminUser }
  | { readonly kind: "bulk" }
  | { readonly kind: "reset"; readonly user: AdminUser }

type AdminDialogsProps = {
  readonly dialog: AdminDialog | null
  /** The users the bulk dialog deletes (the current selection). */
  readonly bulkUsers: ReadonlyArray<AdminUser>
  readonly onClose: () => void
  readonly onDeleted: (ids: ReadonlyArray<string>) => void
  /** Focus after a deletion removed the row whose button opened the dialog. */
  readonly fallbackFocus: RefObject<HTMLElement | null>
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many)

/** The single-delete, bulk-delete and password-reset confirmations (SPEC §2, §5, §8). */
export const AdminDialogs = ({ dialog, bulkUsers, onClose, onDeleted, fallbackFocus }: AdminDialogsProps) => {
  const deleteUser = useDeleteUser()
  const deleteUsers = useDeleteUsers()
  const requestReset = useRequestPasswordReset()
  const [error, setError] = useState<string | null>(null)
  // The last dialog stays rendered while it closes, so the text does not vanish mid-animation.
  const [shown, setShown] = useState<AdminDialog | null>(dialog)
  if (dialog !== null && dialog !== shown) {
    setShown(dialog)
    setError(null)
  }

  const close = () => {
    setError(null)
    onClose()
  }

  const open = dialog !== null
  const pending = deleteUser.isPending || deleteUsers.isPending || requestReset.isPending

  if (shown === null) return null

  if (shown.kind === "delete") {
    const { user } = shown
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => (next ? undefined : close())}
        title="Eliminare questo utente?"
        description={
          <>
            Stai per eliminare l'account di <span className={styles.strong}>{user.name}</span> ({user.email})
            con tutte le sue sessioni e i suoi messaggi. Non si potrà recuperare.
          </>
        }
        confirmLabel="Elimina utente"
        pendingLabel="Eliminazione…"
        tone="danger"
        pending={pending}
        error={error}
        fallbackFocus={fallbackFocus}
        onConfirm={() =>
          deleteUser.mutate(user.id, {
            onSuccess: () => {
              notify.success(`L'account di ${user.name} è stato eliminato.`)
              onDeleted([user.id])
              close()
            },
            onError: (cause) => {
              if (isApiError(cause, 401)) return
              setError(errorMessage(cause, DELETE_FAILED))
            },
          })
        }
      />
    )
  }

  if (shown.kind === "bulk") {
    const count = bulkUsers.length
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => (next ? undefined : close())}
        title={`Eliminare ${count} ${plural(count, "utente", "utenti")}?`}
        description={`${plural(count, "Questo account verrà eliminato", "Questi account verranno eliminati")} con tutte le sessioni e i messaggi. Non si potrà recuperare.`}
        confirmLabel={`Elimina ${count} ${plural(count, "utente", "utenti")}`}
        pendingLabel="Eliminazione…"
        tone="danger"
        pending={pending}
        error={error}
        fallbackFocus={fallbackFocus}
        onConfirm={() => {
          const ids = bulkUsers.map((user) => user.id)
          deleteUsers.mutate(ids, {
            onSuccess: (result) => {
              onDeleted(result.deleted)
              if (result.failed.length === 0) {
                notify.success(
                  `${result.deleted.length} ${plural(result.deleted.length, "utente eliminato", "utenti eliminati")}.`,
                )
                close()
              } else {
                // The ones that failed stay selected and listed: the admin can retry or cancel.
                setError(BULK_DELETE_FAILED)
              }
            },
            onError: () => setError(BULK_DELETE_FAILED),
          })
        }}
      >
        <ul className={styles.dialogList} aria-label="Utenti da eliminare">
          {bulkUsers.map((user) => (
            <li key={user.id}>
              <span className={styles.strong}>{user.name}</span> · {user.email}
            </li>
          ))}
        </ul>
      </ConfirmDialog>
    )
  }

  const { user } = shown
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title="Inviare il reset della password?"
      description={
        <>
          Invieremo a <span className={styles.strong}>{user.email}</span> un'email con un link per scegliere
          una nuova password.
        </>
      }
      confirmLabel="Invia email di reset"
      pendingLabel="Invio…"
      tone="primary"
      pending={pending}
      error={error}
      fallbackFocus={fallbackFocus}
      onConfirm={() =>
        requestReset.mutate(user.id, {
          onSuccess: () => {
            notify.success(`Email di reset inviata a ${user.email}.`)
            close()
          },
          onError: (cause) => {
            if (isApiError(cause, 401)) return
            setError(errorMessage(cause, RESET_FAILED))
          },
        })
      }
    >
      <p className={styles.dialogDescription}>
        Le conversazioni di {user.name} sono cifrate con una chiave che possiede solo questa persona: senza la
        sua chiave di recupero, con la nuova password non potrà più leggere le sessioni passate.
      </p>
    </ConfirmDialog>
  )
}
