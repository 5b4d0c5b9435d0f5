import Markdown from "markdown-to-jsx"
import type { ComponentProps, ReactNode } from "react"

import * as styles from "./reply-markdown.css.ts"

/** Only web and mail links are kept; anything else (javascript:, data:, relative paths) drops the link. */
export const safeHref = (value: string): string | null => {
  const trimmed = value.trim()
  return /^(https?:\/\/|mailto:)/i.test(trimmed) ? trimmed : null
}

const sanitizer = (value: string, tag: string, attribute: string): string | null =>
  attribute === "href" || attribute === "src" || tag === "a" || tag === "img" ? safeHref(value) : value

/** Checked again here: a link whose address the sanitizer dropped stays plain text. */
const ExternalLink = ({ href, children, title }: ComponentProps<"a">) => {
  const safe = typeof href === "string" ? safeHref(href) : null
  return safe === null ? (
    <span>{children}</span>
  ) : (
    <a href={safe} title={title} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  )
}

/** No remote images in a reply: one could tell a third party that the message was read. */
const ImageAsText = ({ alt }: ComponentProps<"img">) =>
  alt === undefined || alt === "" ? null : <span>{alt}</span>

const OPTIONS = {
  disableParsingRawHTML: true,
  forceBlock: true,
  sanitizer,
  wrapper: "div",
  overrides: {
    a: { component: ExternalLink },
    img: { component: ImageAsText },
    h1: { component: "h3" },
    h2: { component: "h3" },
    h3: { component: "h4" },
    h4: { component: "h4" },
    h5: { component: "h4" },
    h6: { component: "h4" },
  },
} as const

/**
 * An assistant reply as safe Markdown: bold, italics, lists, links, code. Raw HTML is never parsed (it shows as
 * text), links open in a new tab without an opener or referrer, headings stay below the page's own.
 */
export const ReplyMarkdown = ({
  text,
  children,
}: {
  readonly text: string
  /** Shown after the text (the cursor while a reply arrives). */
  readonly children?: ReactNode
}) => (
  <div className={styles.markdown}>
    <Markdown options={OPTIONS}>{text}</Markdown>
    {children}
  </div>
)
