import Markdown from "markdown-to-jsx"
import { useMemo, type ComponentProps, type ReactNode } from "react"

import { withPhoneLinks, type KnownNumber } from "../state/phone-links.ts"
import * as styles from "./reply-markdown.css.ts"

/**
 * Only web and mail links are kept, and `tel:` links to the numbers the app itself offers (`dials`); anything
 * else (javascript:, data:, relative paths, another number) drops the link.
 */
/** The app's own pages a reply may link to (issue 27: the assistant points to people). */
const APP_PAGES: ReadonlyArray<string> = ["/parla-con-una-persona"]

export const safeHref = (value: string, dials: ReadonlyArray<string> = []): string | null => {
  const trimmed = value.trim()
  if (APP_PAGES.includes(trimmed)) return trimmed
  if (/^(https?:\/\/|mailto:)/i.test(trimmed)) return trimmed
  const dial = /^tel:(\d+)$/i.exec(trimmed)?.[1]
  return dial !== undefined && dials.includes(dial) ? `tel:${dial}` : null
}

/** No remote images in a reply: one could tell a third party that the message was read. */
const ImageAsText = ({ alt }: ComponentProps<"img">) =>
  alt === undefined || alt === "" ? null : <span>{alt}</span>

const NO_NUMBERS: ReadonlyArray<KnownNumber> = []

const optionsFor = (dials: ReadonlyArray<string>) => {
  /** Checked again here: a link whose address the sanitizer dropped stays plain text. */
  const Link = ({ href, children, title }: ComponentProps<"a">) => {
    const safe = typeof href === "string" ? safeHref(href, dials) : null
    if (safe === null) return <span>{children}</span>
    if (APP_PAGES.includes(safe)) return <a href={safe}>{children}</a>
    return safe.startsWith("tel:") ? (
      <a href={safe} className={styles.phone}>
        {children}
      </a>
    ) : (
      <a href={safe} title={title} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  return {
    disableParsingRawHTML: true,
    forceBlock: true,
    sanitizer: (value: string, tag: string, attribute: string): string | null =>
      attribute === "href" || attribute === "src" || tag === "a" || tag === "img"
        ? safeHref(value, dials)
        : value,
    wrapper: "div",
    overrides: {
      a: { component: Link },
      img: { component: ImageAsText },
      h1: { component: "h3" },
      h2: { component: "h3" },
      h3: { component: "h4" },
      h4: { component: "h4" },
      h5: { component: "h4" },
      h6: { component: "h4" },
    },
  } as const
}

/**
 * An assistant reply as safe Markdown: bold, italics, lists, links, code. Raw HTML is never parsed (it shows as
 * text), links open in a new tab without an opener or referrer, headings stay below the page's own. The crisis
 * numbers it names (`numbers`, from the server's card) are tap-to-call links.
 */
export const ReplyMarkdown = ({
  text,
  numbers = NO_NUMBERS,
  children,
}: {
  readonly text: string
  readonly numbers?: ReadonlyArray<KnownNumber>
  /** Shown after the text (the cursor while a reply arrives). */
  readonly children?: ReactNode
}) => {
  const options = useMemo(() => optionsFor(numbers.map((n) => n.dial)), [numbers])
  return (
    <div className={styles.markdown}>
      <Markdown options={options}>{withPhoneLinks(text, numbers)}</Markdown>
      {children}
    </div>
  )
}
