import { useAtomValue } from "jotai"
import { lazy, Suspense } from "react"

import { currentUserAtom } from "../../lib/auth/auth-store.ts"
import { keyringAtom } from "../../lib/crypto/keyring-atom.ts"

/** Fetched only on a browser that does not hold the data key (rare): the first load stays without it. */
const UnlockPrompt = lazy(() => import("./unlock-prompt.tsx").then((m) => ({ default: m.UnlockPrompt })))

/** The unlock prompt, for a signed-in user whose conversations are still locked in this browser. */
export const UnlockGate = () => {
  const user = useAtomValue(currentUserAtom)
  const keyring = useAtomValue(keyringAtom)
  if (user === null || keyring !== null) return null
  return (
    <Suspense fallback={null}>
      <UnlockPrompt userId={user.id} />
    </Suspense>
  )
}
