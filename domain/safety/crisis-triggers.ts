/**
 * Where each rule's pattern can begin, read from the pattern itself, so a long message is not scanned once per
 * rule: a branch that begins at a word (`\b` or `^`) with literal text gives that text, as far as the pattern
 * spells it out ("mi taglio", "mi tagliavo"… for `\bmi (?:taglio|tagliavo|…)`, "impic" for `\bimpic\w*`), and
 * the rule is tried only where the text has one of them at the start of a word. A branch that begins any other
 * way, or with something other than a letter (`\w+`, `.{0,30}`, a negated class), cannot be told: its rule is
 * always tried. The reading is sound whatever it does not understand: it then knows less, and tries the rule.
 */

/** How a piece of a pattern can begin: its text, and whether the piece may go on after it (open). */
interface Start {
  readonly text: string
  readonly open: boolean
}

/** null: the piece may begin with anything. */
type Starts = ReadonlyArray<Start> | null

const EMPTY: ReadonlyArray<Start> = [{ text: "", open: false }]

/** Past this many ways to begin, a piece is read no further (its starts stay as they are, open). */
const MOST_STARTS = 256

const isWordCode = (code: number) =>
  (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || code === 95

/** Reads a regular expression's source into its starts; throws nothing, answers null for what it does not know. */
class StartReader {
  private at = 0
  private readonly source: string

  constructor(source: string) {
    this.source = source
  }

  /** The top-level branches, each with whether it begins at a word start (`\b` or `^`) and its starts. */
  branches(): ReadonlyArray<{ readonly atWord: boolean; readonly starts: Starts }> {
    const branches: Array<{ atWord: boolean; starts: Starts }> = []
    for (;;) {
      const atWord = this.source.startsWith("\\b", this.at) || this.source.startsWith("^", this.at)
      const starts = this.sequence()
      branches.push({ atWord, starts })
      if (this.source[this.at] !== "|") break
      this.at++
    }
    // a stray ")" or anything left unread: the reading is not trusted
    return this.at === this.source.length ? branches : [{ atWord: false, starts: null }]
  }

  private alternation(): Starts {
    const all: Array<Start> = []
    let known = true
    for (;;) {
      const starts = this.sequence()
      if (starts === null) known = false
      else all.push(...starts)
      if (this.source[this.at] !== "|") break
      this.at++
    }
    return known ? all : null
  }

  private sequence(): Starts {
    let starts: Array<Start> = [...EMPTY]
    while (this.at < this.source.length && this.source[this.at] !== "|" && this.source[this.at] !== ")") {
      const atom = this.quantified()
      const next: Array<Start> = []
      for (const start of starts)
        if (start.open) next.push(start)
        else if (atom === null) next.push({ text: start.text, open: true })
        else for (const piece of atom) next.push({ text: start.text + piece.text, open: piece.open })
      starts = next.length > MOST_STARTS ? starts.map((start) => ({ text: start.text, open: true })) : next
    }
    return starts
  }

  private quantified(): Starts {
    const atom = this.atom()
    const quantifier = /^(?:\?|\*|\+|\{(\d+)(,(\d*))?\})\??/.exec(this.source.slice(this.at))
    if (quantifier === null) return atom
    this.at += quantifier[0].length
    const symbol = quantifier[0][0]
    const least = symbol === "?" || symbol === "*" ? 0 : symbol === "+" ? 1 : Number(quantifier[1])
    const most =
      symbol === "?"
        ? 1
        : symbol === "{" && quantifier[2] === undefined
          ? least
          : symbol === "{" && quantifier[3] !== ""
            ? Number(quantifier[3])
            : Infinity
    if (atom === null) return null
    const repeated = most > 1 ? atom.map((start) => ({ text: start.text, open: true })) : atom
    return least === 0 ? [...EMPTY, ...repeated] : repeated
  }

  private atom(): Starts {
    const char = this.source[this.at] as string
    if (char === "(") {
      this.at++
      const lookaround = /^\?<?[=!]/.exec(this.source.slice(this.at))
      const group = /^\?(?::|<[A-Za-z_$][\w$]*>)/.exec(this.source.slice(this.at))
      if (lookaround) this.at += lookaround[0].length
      else if (group) this.at += group[0].length
      else if (this.source[this.at] === "?") return this.unknown()
      const inner = this.alternation()
      if (this.source[this.at] !== ")") return this.unknown()
      this.at++
      // a lookaround matches no letters of its own
      return lookaround ? EMPTY : inner
    }
    if (char === "[") return this.charClass()
    if (char === "\\") return this.escape()
    this.at++
    if (char === "^" || char === "$") return EMPTY
    if (char === "." || char === "*" || char === "+" || char === "?" || char === "{") return null
    return [{ text: char, open: false }]
  }

  private escape(): Starts {
    const next = this.source[this.at + 1] ?? ""
    this.at += 2
    if (next === "b" || next === "B") return EMPTY
    if (next === "n") return [{ text: "\n", open: false }]
    if (next === "t") return [{ text: "\t", open: false }]
    // \w \d \s and their negations, \u \x \p, back references: letters this reading does not follow
    if (/^[A-Za-z0-9]$/.test(next) || next === "") return null
    return [{ text: next, open: false }]
  }

  private charClass(): Starts {
    const end = this.source.indexOf("]", this.at + 1)
    if (end < 0) return this.unknown()
    const members = this.source.slice(this.at + 1, end)
    this.at = end + 1
    // a negated class, a range or an escape: any of many letters
    if (members === "" || members.startsWith("^") || /[-\\[]/.test(members)) return null
    return [...new Set(members)].map((text) => ({ text, open: false }))
  }

  /** Something this reading does not know: the rest of the source is not read, and the rule is always tried. */
  private unknown(): Starts {
    this.at = this.source.length + 1
    return null
  }
}

/**
 * How a rule's matches can begin: each at a word start, with one of `starts` (literal text, spaces included).
 * `always`: the rule has a branch this reading cannot tell the beginning of.
 */
export interface RuleTriggers {
  readonly always: boolean
  readonly starts: ReadonlyArray<string>
}

export const triggersOf = (pattern: RegExp): RuleTriggers => {
  const starts = new Set<string>()
  for (const branch of new StartReader(pattern.source).branches()) {
    if (!branch.atWord || branch.starts === null) return { always: true, starts: [] }
    for (const { text } of branch.starts) {
      // a branch that begins at a word must begin with a letter to be told apart
      if (text === "" || !isWordCode(text.charCodeAt(0))) return { always: true, starts: [] }
      starts.add(text)
    }
  }
  return { always: false, starts: [...starts] }
}

/** Starts are cut to this many characters: enough to tell most rules apart, and a small index. */
const LONGEST_START = 14

/** Where in a text each rule may match: built once from the patterns, as a table of transitions by character. */
export class TriggerIndex {
  private readonly always: ReadonlySet<number>
  private readonly size: number
  /** The table's column of each character code below 128 (0: no start has it). */
  private readonly columns = new Uint8Array(128)
  private readonly width: number
  /** Node n's child by the character of column c at n × width + c (0: none; node 0 is the root). */
  private readonly transitions: Int32Array
  /** The rules one of whose starts leads to node n. */
  private readonly rules: ReadonlyArray<ReadonlyArray<number> | undefined>

  constructor(patterns: ReadonlyArray<RegExp>) {
    this.size = patterns.length
    const always = new Set<number>()
    const starts = patterns.map((pattern, rule) => {
      const triggers = triggersOf(pattern)
      if (triggers.always) always.add(rule)
      return [...new Set(triggers.starts.map((start) => start.slice(0, LONGEST_START)))]
    })
    this.always = always
    let width = 1
    for (const text of starts.flat())
      for (let i = 0; i < text.length; i++) {
        const code = text.charCodeAt(i)
        if (code < 128 && this.columns[code] === 0) this.columns[code] = width++
      }
    this.width = width
    // a start with a character past 127 (none today) is left to the rule being always tried
    for (const [rule, texts] of starts.entries())
      if (texts.some((text) => [...text].some((char) => char.charCodeAt(0) >= 128))) always.add(rule)
    const children: Array<Array<number>> = [[]]
    const rules: Array<Array<number> | undefined> = [undefined]
    starts.forEach((texts, rule) => {
      if (always.has(rule)) return
      for (const text of texts) {
        let at = 0
        for (let i = 0; i < text.length; i++) {
          const column = this.columns[text.charCodeAt(i)] as number
          let next = children[at]?.[column]
          if (next === undefined) {
            next = children.push([]) - 1
            rules.push(undefined)
            ;(children[at] as Array<number>)[column] = next
          }
          at = next
        }
        const here = rules[at]
        if (here === undefined) rules[at] = [rule]
        else if (!here.includes(rule)) here.push(rule)
      }
    })
    this.transitions = new Int32Array(children.length * width)
    children.forEach((row, at) =>
      row.forEach((next, column) => (this.transitions[at * width + column] = next)),
    )
    this.rules = rules
  }

  /** The rule has a branch this reading cannot tell the beginning of: it is tried on the whole text. */
  triedEverywhere(rule: number): boolean {
    return this.always.has(rule)
  }

  /**
   * For each rule, the word starts in the text where one of its starts stands, in order (undefined: none, the rule
   * cannot match the text). From each word start the text is walked only as far as some start goes.
   */
  startsIn(text: string): ReadonlyArray<ReadonlyArray<number> | undefined> {
    const found: Array<Array<number> | undefined> = Array.from({ length: this.size }, () => undefined)
    const { columns, transitions, width } = this
    let previousIsWord = false
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      const isWord = isWordCode(code)
      if (isWord && !previousIsWord)
        for (let j = i, at = 0; j < text.length; j++) {
          const char = text.charCodeAt(j)
          const column = char < 128 ? (columns[char] as number) : 0
          at = column === 0 ? 0 : (transitions[at * width + column] as number)
          if (at === 0) break
          const rules = this.rules[at]
          if (rules !== undefined)
            for (const rule of rules) {
              const list = found[rule]
              if (list === undefined) found[rule] = [i]
              else if (list[list.length - 1] !== i) list.push(i)
            }
        }
      previousIsWord = isWord
    }
    return found
  }
}
