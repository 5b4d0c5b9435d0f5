import type { AdminUser } from "../api/admin-types.ts"

/** SPEC §6: all, verified, unverified, admin. */
export type UserFilter = "all" | "verified" | "unverified" | "admin"

export const USER_FILTERS: ReadonlyArray<{ readonly value: UserFilter; readonly label: string }> = [
  { value: "all", label: "Tutti" },
  { value: "verified", label: "Verificati" },
  { value: "unverified", label: "Non verificati" },
  { value: "admin", label: "Amministratori" },
]

/** Lower case without accents or surrounding spaces: "  Niccolò " and "niccolo" match. */
export const normalizeForSearch = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim()

export const matchesSearch = (user: AdminUser, query: string): boolean => {
  const needle = normalizeForSearch(query)
  if (needle === "") return true
  return normalizeForSearch(user.name).includes(needle) || normalizeForSearch(user.email).includes(needle)
}

export const matchesFilter = (user: AdminUser, filter: UserFilter): boolean => {
  switch (filter) {
    case "all":
      return true
    case "verified":
      return user.is_verified
    case "unverified":
      return !user.is_verified
    case "admin":
      return user.is_admin
  }
}

export const visibleUsers = (
  users: ReadonlyArray<AdminUser>,
  filter: UserFilter,
  query: string,
): ReadonlyArray<AdminUser> =>
  users.filter((user) => matchesFilter(user, filter) && matchesSearch(user, query))

export const filterCounts = (users: ReadonlyArray<AdminUser>): Record<UserFilter, number> => ({
  all: users.length,
  verified: users.filter((user) => matchesFilter(user, "verified")).length,
  unverified: users.filter((user) => matchesFilter(user, "unverified")).length,
  admin: users.filter((user) => matchesFilter(user, "admin")).length,
})

/** SPEC §5: the administrator's own account and admin accounts can be neither selected nor deleted. */
export const isProtected = (user: AdminUser, selfId: string): boolean => user.is_admin || user.id === selfId

export const isSelectable = (user: AdminUser, selfId: string): boolean => !isProtected(user, selfId)

/** SPEC §5: a password reset only for verified non-admin users (and never for oneself). */
export const canResetPassword = (user: AdminUser, selfId: string): boolean =>
  user.is_verified && !isProtected(user, selfId)

export type SelectAllState = "none" | "some" | "all"

/** The header checkbox, over the selectable rows on screen only. */
export const selectAllState = (
  visible: ReadonlyArray<AdminUser>,
  selected: ReadonlySet<string>,
  selfId: string,
): SelectAllState => {
  const selectable = visible.filter((user) => isSelectable(user, selfId))
  const chosen = selectable.filter((user) => selected.has(user.id)).length
  if (chosen === 0) return "none"
  return chosen === selectable.length ? "all" : "some"
}

/** Ticks every selectable visible row, or clears them when they were all ticked already. */
export const toggleSelectAll = (
  visible: ReadonlyArray<AdminUser>,
  selected: ReadonlySet<string>,
  selfId: string,
): ReadonlySet<string> => {
  const selectable = visible.filter((user) => isSelectable(user, selfId)).map((user) => user.id)
  const next = new Set(selected)
  if (selectAllState(visible, selected, selfId) === "all") selectable.forEach((id) => next.delete(id))
  else selectable.forEach((id) => next.add(id))
  return next
}

export const toggleOne = (
  user: AdminUser,
  selected: ReadonlySet<string>,
  selfId: string,
): ReadonlySet<string> => {
  if (!isSelectable(user, selfId)) return selected
  const next = new Set(selected)
  if (next.has(user.id)) next.delete(user.id)
  else next.add(user.id)
  return next
}

/** The selected users that still exist and may be deleted (a deleted or promoted user drops out). */
export const selectedUsers = (
  users: ReadonlyArray<AdminUser>,
  selected: ReadonlySet<string>,
  selfId: string,
): ReadonlyArray<AdminUser> => users.filter((user) => selected.has(user.id) && isSelectable(user, selfId))
