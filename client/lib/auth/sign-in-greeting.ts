import { atom } from "jotai"

/**
 * How the dashboard greets right after a sign-in (issue 28): the account's first sign-in is welcomed, a later one
 * greeted again. In the greeting itself, not in a toast that would cover it on a phone; gone with a reload.
 */
export type SignInGreeting = "first" | "again"

export const signInGreetingAtom = atom<SignInGreeting | null>(null)
