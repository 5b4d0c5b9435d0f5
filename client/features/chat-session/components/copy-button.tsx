import { useEffect, useState } from "react"

import * as styles from "./message-bubble.css.ts"

const CONFIRM_MS = 2000

type CopyState = "idle" | "copied" | "failed"

/** Copies one message's text; says "Copiato" (to the eye and to screen readers) for two seconds. */
export const CopyButton = ({ text, label }: { readonly text: string; readonly label: string }) => {
  const [state, setState] = useState<CopyState>("idle")
  useEffect(() => {
    if (state === "idle") return
    const timer = window.setTimeout(() => setState("idle"), CONFIRM_MS)
    return () => window.clearTimeout(timer)
  }, [state])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setState("copied")
    } catch {
      setState("failed")
    }
  }

  return (
    <span className={styles.actions}>
      <button type="button" className={styles.actionButton} aria-label={label} onClick={() => void copy()}>
        {state === "copied" ? "Copiato" : "Copia"}
      </button>
      <span role="status" className={styles.actionStatus}>
        {state === "copied" ? "Copiato" : state === "failed" ? "Copia non riuscita" : ""}
      </span>
    </span>
  )
}
