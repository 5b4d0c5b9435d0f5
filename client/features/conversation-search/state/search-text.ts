/** Lower case without accents, so "perchè" finds "Perché" and "citta" finds "città". */
export const fold = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()

export type Snippet = { readonly before: string; readonly match: string; readonly after: string }

/**
 * Where the query first appears in the text, with some words around it; null when it does not. Folding keeps
 * one character per character (accents dropped after NFD), so positions map back onto the original text.
 */
export const snippetOf = (text: string, query: string, radius = 60): Snippet | null => {
  const needle = fold(query.trim())
  if (needle === "") return null
  const letters = [...text]
  const folded = letters.map((letter) => fold(letter))
  // the folded text and, for each of its characters, the original letter it came from
  const owners: number[] = []
  folded.forEach((part, index) => {
    for (let i = 0; i < part.length; i++) owners.push(index)
  })
  const at = folded.join("").indexOf(needle)
  if (at < 0) return null
  const start = owners[at] ?? 0
  const end = (owners[at + needle.length - 1] ?? start) + 1
  const from = Math.max(0, start - radius)
  const to = Math.min(letters.length, end + radius)
  return {
    before: `${from > 0 ? "…" : ""}${letters.slice(from, start).join("")}`,
    match: letters.slice(start, end).join(""),
    after: `${letters.slice(end, to).join("")}${to < letters.length ? "…" : ""}`,
  }
}

export type SearchableMessage = {
  readonly chatId: string
  readonly messageId: string
  readonly role: "user" | "assistant"
  readonly timestamp: string
  readonly text: string
}

export type SearchHit = SearchableMessage & { readonly snippet: Snippet }

/** Every message that contains the query, newest first, at most `limit`. */
export const searchMessages = (
  messages: ReadonlyArray<SearchableMessage>,
  query: string,
  limit = 50,
): SearchHit[] => {
  const hits: SearchHit[] = []
  for (const message of messages) {
    const snippet = snippetOf(message.text, query)
    if (snippet !== null) hits.push({ ...message, snippet })
  }
  return hits.sort((a, b) => b.timestamp.localeCompare(a.timestamp)).slice(0, limit)
}
