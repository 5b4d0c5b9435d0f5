import { useEffect } from "react"

/** Each screen names itself, so the tab and screen readers say where the user is. */
export const useDocumentTitle = (title: string) => {
  useEffect(() => {
    document.title = title === "" ? "Cogi" : `${title} · Cogi`
  }, [title])
}
