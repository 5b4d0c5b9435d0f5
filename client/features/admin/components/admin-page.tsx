import { useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import { useLocation } from "wouter"

import { Button } from "../../../components/ui/button.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { paths } from "../../../config/paths.ts"
import { isApiError } from "../../../lib/api-client.ts"
import { notify } from "../../../lib/notify.ts"
import { useDocumentTitle } from "../../../lib/use-document-title.ts"
import type { AdminUser } from "../api/admin-types.ts"
import { useAdminActivity } from "../api/get-admin-activity.ts"
import { useAdminCrisisReferrals } from "../api/get-crisis-referrals.ts"
import { useAdminStats } from "../api/get-admin-stats.ts"
import { useAdminUsers } from "../api/get-admin-users.ts"
import {
  filterCounts,
  isSelectable,
  selectAllState,
  selectedUsers,
  toggleOne,
  toggleSelectAll,
  visibleUsers,
  type UserFilter,
} from "../state/user-filters.ts"
import * as styles from "./admin.css.ts"
import { ActivityChart } from "./activity-chart.tsx"
import { CrisisReferralsTable } from "./crisis-referrals-table.tsx"
import { AdminDialogs, type AdminDialog } from "./admin-dialogs.tsx"
import { LockIcon } from "./lock-icon.tsx"
import { StatCards } from "./stat-cards.tsx"
import { BulkBar } from "./bulk-bar.tsx"
import { UserListEmpty } from "./user-list-empty.tsx"
import { UserTable } from "./user-table.tsx"
import { UserToolbar } from "./user-toolbar.tsx"

export const ACCESS_DENIED = "Accesso negato. Privilegi amministratore richiesti."
export const LOAD_FAILED = "Errore nel caricamento dei dati admin"

type AdminPageProps = {
  readonly adminId: string
  readonly adminName: string
  /** The "Nuova sessione" button (composed in app/: it belongs to the chats feature). */
  readonly newSession?: ReactNode
}

/** SPEC §2 admin dashboard: stats, the searchable and filterable user table, its dialogs. */
export const AdminPage = ({ adminId, adminName, newSession }: AdminPageProps) => {
  useDocumentTitle("Amministrazione")
  const [, navigate] = useLocation()
  const stats = useAdminStats()
  const users = useAdminUsers()
  const activity = useAdminActivity()
  const referrals = useAdminCrisisReferrals()
  const [query, setQuery] = useState("")
  const [filter, setFilter] = useState<UserFilter>("all")
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [dialog, setDialog] = useState<AdminDialog | null>(null)
  const usersHeading = useRef<HTMLHeadingElement>(null)

  // SPEC §8: a 403 from the admin API is the same refusal as the page guard.
  const denied = isApiError(stats.error, 403) || isApiError(users.error, 403)
  useEffect(() => {
    if (!denied) return
    notify.error(ACCESS_DENIED)
    navigate(paths.dashboard.getHref(), { replace: true })
  }, [denied, navigate])

  const loadFailed = !denied && (users.isError || stats.isError)
  const all = useMemo(() => users.data ?? [], [users.data])
  const visible = useMemo(() => visibleUsers(all, filter, query), [all, filter, query])
  const counts = useMemo(() => filterCounts(all), [all])
  const chosen = useMemo(() => selectedUsers(all, selected, adminId), [all, selected, adminId])
  const allState = selectAllState(visible, selected, adminId)

  const resetView = () => {
    setQuery("")
    setFilter("all")
  }

  const onDeleted = (ids: ReadonlyArray<string>) =>
    setSelected((current) => {
      const next = new Set(current)
      ids.forEach((id) => next.delete(id))
      return next
    })

  return (
    <>
      <div className={styles.heading}>
        <div className={styles.headingText}>
          <h1 className={styles.title}>Pannello di amministrazione</h1>
          <p className={styles.lead}>Ciao, {adminName}. Da qui gestisci gli utenti di Cogi.</p>
        </div>
        {newSession}
      </div>

      <Notice tone="info">
        <p>
          <LockIcon /> Le conversazioni sono cifrate nel browser di chi le scrive: come amministratore vedi
          quante sessioni e messaggi ha ogni persona, ma non puoi leggerne il contenuto.
        </p>
      </Notice>

      {loadFailed ? (
        <Notice tone="error" role="alert">
          <p>{LOAD_FAILED}</p>
          <div>
            <Button
              variant="secondary"
              onClick={() => {
                void stats.refetch()
                void users.refetch()
                void activity.refetch()
                void referrals.refetch()
              }}
            >
              Riprova
            </Button>
          </div>
        </Notice>
      ) : null}

      <section aria-labelledby="admin-overview-title" className={styles.section}>
        <h2 id="admin-overview-title">Panoramica</h2>
        <StatCards stats={stats.data} />
      </section>

      <section aria-labelledby="admin-activity-title" className={styles.section}>
        <h2 id="admin-activity-title">Attività degli ultimi 30 giorni</h2>
        {activity.data !== undefined ? <ActivityChart days={activity.data} /> : null}
        {activity.isPending ? <p className={styles.sectionMeta}>Caricamento dell'attività…</p> : null}
        {activity.isError && !denied && !loadFailed ? (
          <Notice tone="error" role="alert">
            <p>Non è stato possibile caricare l'attività giornaliera.</p>
          </Notice>
        ) : null}
      </section>

      <section aria-labelledby="admin-referrals-title" className={styles.section}>
        <h2 id="admin-referrals-title">Schede di crisi (anonime)</h2>
        {referrals.data !== undefined ? (
          <CrisisReferralsTable
            counts={referrals.data.counts}
            smallestShown={referrals.data.smallest_shown}
          />
        ) : null}
        {referrals.isError && !denied && !loadFailed ? (
          <Notice tone="error" role="alert">
            <p>Non è stato possibile caricare le schede di crisi.</p>
          </Notice>
        ) : null}
      </section>

      <section aria-labelledby="admin-users-title" className={styles.section}>
        <div className={styles.sectionHeader}>
          <h2 id="admin-users-title" ref={usersHeading} tabIndex={-1}>
            Utenti
          </h2>
          {users.data !== undefined ? (
            <p className={styles.sectionMeta} role="status">
              {visible.length === all.length
                ? `${all.length} ${all.length === 1 ? "utente" : "utenti"}`
                : `${visible.length} di ${all.length} utenti`}
            </p>
          ) : null}
        </div>

        <UserToolbar query={query} onQuery={setQuery} filter={filter} onFilter={setFilter} counts={counts} />

        <BulkBar
          selectAll={allState}
          anySelectable={visible.some((user) => isSelectable(user, adminId))}
          chosenCount={chosen.length}
          onToggleAll={() => setSelected(toggleSelectAll(visible, selected, adminId))}
          onClear={() => setSelected(new Set())}
          onDeleteChosen={() => setDialog({ kind: "bulk" })}
        />

        {users.isPending ? <p className={styles.sectionMeta}>Caricamento degli utenti…</p> : null}

        {users.data !== undefined && all.length === 0 ? (
          <UserListEmpty reason="nobody" query={query} onShowAll={resetView} />
        ) : null}
        {all.length > 0 && !all.some((user) => isSelectable(user, adminId)) ? (
          <UserListEmpty reason="only-you" query={query} onShowAll={resetView} />
        ) : null}
        {all.length > 0 && visible.length === 0 ? (
          <UserListEmpty reason="no-match" query={query} onShowAll={resetView} />
        ) : null}

        {visible.length > 0 ? (
          <UserTable
            users={visible}
            selfId={adminId}
            selected={selected}
            onToggle={(user: AdminUser) => setSelected(toggleOne(user, selected, adminId))}
            onDelete={(user) => setDialog({ kind: "delete", user })}
            onResetPassword={(user) => setDialog({ kind: "reset", user })}
          />
        ) : null}
      </section>

      <AdminDialogs
        dialog={dialog}
        bulkUsers={chosen}
        onClose={() => setDialog(null)}
        onDeleted={onDeleted}
        fallbackFocus={usersHeading}
      />
    </>
  )
}
