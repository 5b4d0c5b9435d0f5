import { lazy, Suspense } from "react"

/** The delivery of replies finished while the person was away: out of the dashboard's first load. */
const AwayReplies = lazy(() => import("./away-replies.tsx"))

export const AwayRepliesSlot = () => (
  <Suspense fallback={null}>
    <AwayReplies />
  </Suspense>
)
