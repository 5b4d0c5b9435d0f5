import { useRef } from "react"

/**
 * Radix gives the focus back to a dialog's own Trigger on close; a dialog opened from another button (the chat
 * header's, a panel's) would leave it on <body>, after Esc too (issue 28). Spread these on `Dialog.Content`: the
 * focus goes back to whatever opened it, or, when that is gone (the panel that opened it closed), to the element
 * with the id `fallbackId`.
 */
export const useReturnFocus = (fallbackId?: string) => {
  const opener = useRef<Element | null>(null)
  return {
    // called before the focus moves into the dialog: the active element is still the opener
    onOpenAutoFocus: () => {
      opener.current = document.activeElement
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault()
      const target = opener.current
      if (target instanceof HTMLElement && target.isConnected && target !== document.body) target.focus()
      else if (fallbackId !== undefined) document.getElementById(fallbackId)?.focus()
    },
  }
}
