import { escapeHtml } from "../html-escape.ts"

const urlPattern = /https?:\/\/[^\s<>"']+/g

/** Escapes plain text and turns the http(s) URLs in it into links; nothing else in the text becomes markup. */
export const linkifyText = (text: string): string => {
  let html = ""
  let last = 0
  for (const match of text.matchAll(urlPattern)) {
    const url = match[0].replace(/[.,;:!?)]+$/, "")
    const start = match.index
    html += escapeHtml(text.slice(last, start))
    html += `<a href="${escapeHtml(url)}" rel="noopener noreferrer">${escapeHtml(url)}</a>`
    last = start + url.length
  }
  return html + escapeHtml(text.slice(last))
}
