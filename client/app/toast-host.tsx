import { useEffect, useState } from "react"
import { Toaster, toast } from "sonner"

import { useThemePreference } from "../lib/theme/theme-preference.ts"
import "./toast-host.css.ts"

const GAP_PX = 8
const MIN_TOP_PX = 16

/**
 * Where the toasts start: below the screen's header (the app's, or the chat's with the assistant's name,
 * Rinomina, the approach and the timer), so a toast never covers it; at the top when no header is in view.
 * Measured again whenever the page changes, scrolls or resizes.
 */
const useTopBelowHeader = () => {
  const [top, setTop] = useState(MIN_TOP_PX)
  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const header = document.querySelector("#root header")
      const bottom = header === null ? 0 : header.getBoundingClientRect().bottom
      setTop(Math.max(MIN_TOP_PX, Math.ceil(bottom) + GAP_PX))
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure)
    }
    const root = document.getElementById("root")
    const mutations = new MutationObserver(schedule)
    if (root !== null) mutations.observe(root, { childList: true, subtree: true })
    const sizes = typeof ResizeObserver === "function" ? new ResizeObserver(schedule) : undefined
    sizes?.observe(document.body)
    window.addEventListener("scroll", schedule, { passive: true, capture: true })
    measure()
    return () => {
      mutations.disconnect()
      sizes?.disconnect()
      window.removeEventListener("scroll", schedule, { capture: true })
      if (frame !== 0) cancelAnimationFrame(frame)
    }
  }, [])
  return top
}

/**
 * A dialog opening takes the person to one task: the toasts on screen go, so none covers its title or text (on a
 * phone a dialog starts right below where the toasts are). A toast raised while it is open still shows.
 */
const useDismissWhenADialogOpens = () => {
  useEffect(() => {
    const opened = (node: Node) =>
      node instanceof Element &&
      (node.matches('[role="dialog"]') || node.querySelector('[role="dialog"]') !== null)
    const observer = new MutationObserver((records) => {
      if (records.some((record) => [...record.addedNodes].some(opened))) toast.dismiss()
    })
    observer.observe(document.body, { childList: true })
    return () => observer.disconnect()
  }, [])
}

/**
 * sonner's Toaster, in the app's theme, placed below the header. Loaded after the first paint; it imports nothing
 * from the first load's chunk (the duration comes as a prop), which keeps that chunk whole.
 */
export const ToastHost = ({ duration }: { readonly duration: number }) => {
  const preference = useThemePreference()
  // sonner follows the system itself through matchMedia (absent in some test environments: light there).
  const theme = preference === "system" && typeof window.matchMedia !== "function" ? "light" : preference
  const top = useTopBelowHeader()
  useDismissWhenADialogOpens()
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      theme={theme}
      duration={duration}
      offset={{ top }}
      mobileOffset={{ top }}
    />
  )
}
