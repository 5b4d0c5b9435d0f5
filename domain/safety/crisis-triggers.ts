/**
 * The words each rule's pattern can begin with, read from the pattern itself, so a long message is not scanned
 * once per rule: a rule none of whose first words is in the text cannot match it and is not tried. Each branch
 * of a pattern that begins at a word (`\b` or `^`) with letters gives its first word, whole when a space or a
 * sign follows it in the pattern ("mi " in `\bmi (?:taglio|…)`), or as the beginning of a longer word when the
 * pattern goes on in letters ("impic" in `\bimpic\w*`, "suicid" in `\bsuicid(?:io|a…)`). A branch that begins
 * any other way, or with something other than letters (`\w+`, `.{0,30}`, a negated class), has no first word:
 * its rule is always tried. The reading is sound whatever it does not understand: it then knows less, and tries
 * the rule.
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

/** A rule's first words: whole words, and beginnings of words. `always`: the rule has a branch without one. */
export interface RuleTriggers {
  readonly always: boolean
  readonly words: ReadonlyArray<string>
  readonly beginnings: ReadonlyArray<string>
}

export const triggersOf = (pattern: RegExp): RuleTriggers => {
  const words: Array<string> = []
  const beginnings: Array<string> = []
  for (const branch of new StartReader(pattern.source).branches()) {
    if (!branch.atWord || branch.starts === null) return { always: true, words: [], beginnings: [] }
    for (const { text } of branch.starts) {
      let length = 0
      while (length < text.length && isWordCode(text.charCodeAt(length))) length++
      if (length === 0) return { always: true, words: [], beginnings: [] }
      // letters then a sign (a space): the word ends there; letters alone: the word may go on
      if (length < text.length) words.push(text.slice(0, length))
      else beginnings.push(text)
    }
  }
  return { always: false, words, beginnings }
}

interface TriggerNode {
  readonly next: Map<number, TriggerNode>
  /** Rules whose first word begins with the letters that lead here. */
  readonly beginning: Array<number>
  /** Rules whose first word is the letters that lead here. */
  readonly whole: Array<number>
}

const node = (): TriggerNode => ({ next: new Map(), beginning: [], whole: [] })

/** Where in a text each rule may match: built once from the patterns. */
export class TriggerIndex {
  private readonly root = node()
  private readonly always: ReadonlySet<number>
  private readonly size: number

  constructor(patterns: ReadonlyArray<RegExp>) {
    this.size = patterns.length
    const always = new Set<number>()
    patterns.forEach((pattern, rule) => {
      const triggers = triggersOf(pattern)
      if (triggers.always) always.add(rule)
      for (const word of new Set(triggers.words)) this.nodeFor(word).whole.push(rule)
      for (const beginning of new Set(triggers.beginnings)) this.nodeFor(beginning).beginning.push(rule)
    })
    this.always = always
  }

  private nodeFor(text: string): TriggerNode {
    let at = this.root
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      let next = at.next.get(code)
      if (next === undefined) at.next.set(code, (next = node()))
      at = next
    }
    return at
  }

  /** The rule has a branch without a first word: it may match anywhere, and is tried on the whole text. */
  triedEverywhere(rule: number): boolean {
    return this.always.has(rule)
  }

  /**
   * For each rule, the word starts in the text where one of its first words stands, in order (undefined: none,
   * the rule cannot match the text); each word of the text is walked once.
   */
  startsIn(text: string): ReadonlyArray<ReadonlyArray<number> | undefined> {
    const starts: Array<Array<number> | undefined> = Array.from({ length: this.size }, () => undefined)
    const add = (rules: ReadonlyArray<number>, at: number) => {
      for (const rule of rules) {
        const list = starts[rule]
        if (list === undefined) starts[rule] = [at]
        else if (list[list.length - 1] !== at) list.push(at)
      }
    }
    let previousIsWord = false
    for (let i = 0; i < text.length; i++) {
      const isWord = isWordCode(text.charCodeAt(i))
      if (isWord && !previousIsWord) {
        let at: TriggerNode | undefined = this.root
        let j = i
        for (; j < text.length && isWordCode(text.charCodeAt(j)); j++) {
          at = at.next.get(text.charCodeAt(j))
          if (at === undefined) break
          add(at.beginning, i)
        }
        if (at !== undefined && (j === text.length || !isWordCode(text.charCodeAt(j)))) add(at.whole, i)
      }
      previousIsWord = isWord
    }
    return starts
  }
}
