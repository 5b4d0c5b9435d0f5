import type { User } from "../../../client/lib/auth/user.ts"

/** The signed-in user of the client's tests. */
export const testUser = (overrides: Partial<User> = {}): User => ({
  id: "u-1",
  name: "Anna",
  email: "anna@example.it",
  ai_name: "Cogi",
  is_admin: false,
  is_verified: true,
  created_at: "2026-01-01T00:00:00Z",
  last_login: null,
  total_chats: 0,
  total_messages: 0,
  encryption_salt: "AAAAAAAAAAAAAAAAAAAAAA==",
  emergency_contact: null,
  care_note: true,
  ...overrides,
})
