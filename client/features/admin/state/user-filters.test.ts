import { describe, expect, it } from "vitest"

import { ADMIN_ID, adminUser, sampleUsers } from "../../../../test/support/client/admin.tsx"
import {
  canResetPassword,
  filterCounts,
  isSelectable,
  matchesSearch,
  normalizeForSearch,
  selectAllState,
  selectedUsers,
  toggleOne,
  toggleSelectAll,
  visibleUsers,
} from "./user-filters.ts"

const ids = (users: ReadonlyArray<{ id: string }>) => users.map((user) => user.id)

describe("search", () => {
  it("ignores case, accents and surrounding spaces, on name or email", () => {
    expect(normalizeForSearch("  Niccolò ")).toBe("niccolo")
    const nico = adminUser({ name: "Niccolò Bianchi", email: "nico@example.it" })
    expect(matchesSearch(nico, "NICCOLO")).toBe(true)
    expect(matchesSearch(nico, "niccolò b")).toBe(true)
    expect(matchesSearch(nico, "NICO@EXAMPLE")).toBe(true)
    expect(matchesSearch(nico, "marta")).toBe(false)
    expect(matchesSearch(nico, "   ")).toBe(true)
  })

  it("finds an upper-case address with a lower-case query", () => {
    expect(ids(visibleUsers(sampleUsers(), "all", "marta.v@example"))).toEqual(["u-3"])
  })
})

describe("filters", () => {
  it("all, verified, unverified and admin", () => {
    const users = sampleUsers()
    expect(ids(visibleUsers(users, "all", ""))).toHaveLength(5)
    expect(ids(visibleUsers(users, "verified", ""))).toEqual([ADMIN_ID, "admin-2", "u-1", "u-3"])
    expect(ids(visibleUsers(users, "unverified", ""))).toEqual(["u-2"])
    expect(ids(visibleUsers(users, "admin", ""))).toEqual([ADMIN_ID, "admin-2"])
    expect(filterCounts(users)).toEqual({ all: 5, verified: 4, unverified: 1, admin: 2 })
  })

  it("combines the filter with the search", () => {
    expect(ids(visibleUsers(sampleUsers(), "verified", "niccolo"))).toEqual([])
    expect(ids(visibleUsers(sampleUsers(), "admin", "carla"))).toEqual(["admin-2"])
  })
})

describe("selection rules (SPEC §5)", () => {
  it("never selects admin accounts or one's own account", () => {
    const [self, otherAdmin, anna] = sampleUsers()
    expect(isSelectable(self!, ADMIN_ID)).toBe(false)
    expect(isSelectable(otherAdmin!, ADMIN_ID)).toBe(false)
    expect(isSelectable(anna!, ADMIN_ID)).toBe(true)
    // one's own account is protected even if it were not an admin one
    expect(isSelectable(adminUser({ id: "me", is_admin: false }), "me")).toBe(false)
    expect(toggleOne(otherAdmin!, new Set(), ADMIN_ID)).toEqual(new Set())
    expect(toggleOne(anna!, new Set(), ADMIN_ID)).toEqual(new Set(["u-1"]))
    expect(toggleOne(anna!, new Set(["u-1"]), ADMIN_ID)).toEqual(new Set())
  })

  it("select-all ticks only the selectable visible rows, then clears them", () => {
    const users = sampleUsers()
    const visible = visibleUsers(users, "all", "")
    const all = toggleSelectAll(visible, new Set(), ADMIN_ID)
    expect([...all].sort()).toEqual(["u-1", "u-2", "u-3"])
    expect(selectAllState(visible, all, ADMIN_ID)).toBe("all")
    expect(selectAllState(visible, new Set(["u-1"]), ADMIN_ID)).toBe("some")
    expect(selectAllState(visible, new Set(), ADMIN_ID)).toBe("none")
    expect(toggleSelectAll(visible, all, ADMIN_ID)).toEqual(new Set())
  })

  it("select-all over a filtered view keeps the selection made elsewhere", () => {
    const users = sampleUsers()
    const unverified = visibleUsers(users, "unverified", "")
    const next = toggleSelectAll(unverified, new Set(["u-1"]), ADMIN_ID)
    expect([...next].sort()).toEqual(["u-1", "u-2"])
    expect(toggleSelectAll(unverified, next, ADMIN_ID)).toEqual(new Set(["u-1"]))
  })

  it("the users to delete are the selected ones that still exist and are deletable", () => {
    const users = sampleUsers()
    expect(ids(selectedUsers(users, new Set(["u-1", "gone", "admin-2"]), ADMIN_ID))).toEqual(["u-1"])
  })

  it("password reset only for verified non-admin users", () => {
    const [self, otherAdmin, anna, nico] = sampleUsers()
    expect(canResetPassword(anna!, ADMIN_ID)).toBe(true)
    expect(canResetPassword(nico!, ADMIN_ID)).toBe(false)
    expect(canResetPassword(otherAdmin!, ADMIN_ID)).toBe(false)
    expect(canResetPassword(self!, ADMIN_ID)).toBe(false)
  })
})
