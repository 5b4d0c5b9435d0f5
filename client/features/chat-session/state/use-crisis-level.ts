import { useCallback, useEffect, useState } from "react"

import { notify } from "../../../lib/notify.ts"
import { noCrisis, withRisk, type CrisisState } from "./crisis-state.ts"

/**
 * The risk this chat screen has seen (crisis-state.ts), and the callbacks that raise it. When the panel is
 * raised, any toast on screen goes: nothing about time or money stands beside it.
 */
export const useCrisisLevel = () => {
  const [state, setState] = useState<CrisisState>(noCrisis)
  const onCrisis = useCallback(() => setState((current) => withRisk(current, "high")), [])
  const onPossibleRisk = useCallback(() => setState((current) => withRisk(current, "possible")), [])
  const high = state.level === "high"
  useEffect(() => {
    if (high) notify.dismissAll()
  }, [high])
  return { ...state, onCrisis, onPossibleRisk }
}
