import { normaliseItalian } from "../../domain/safety/crisis-detector.ts"
import {
  BEFORE_VERB,
  CLITICS,
  COMMON_STARTERS,
  LEADING_ADVERBS,
  LEADING_FILLERS,
  SUBORDINATORS,
} from "./local-clause-words.ts"
import {
  COMMON_FIRST_PERSON,
  IRREGULAR_VERBS,
  NOT_ENCLITIC,
  NOT_VERBS,
  PRONOUNS,
  REQUESTS_TO_ASSISTANT,
} from "./local-person-lexicon.ts"

/*
 * Reflective listening for the offline responder: one clause of what the user wrote, said back in the second
 * person with its grammar intact ("mi sento sola da quando mi sono trasferita" → "ti senti sola da quando ti sei
 * trasferita"). Pronouns, possessives, verbs (irregular ones from the lexicon, the regular -o → -i with its spelling
 * rules, futures, conditionals) and pronouns joined to infinitives ("distrarmi" → "distrarti") are turned; gender
 * and number stay the user's own. A clause that cannot be turned cleanly (a first-person word left over, a request
 * to the assistant, a question) is not reflected at all.
 */

const MAX_WORDS = 16
const SECOND_PERSON = new Set(["tu", "ti", "te", "tuo", "tua", "tuoi", "tue"])
const FIRST_PLURAL_CLITIC_TARGET = /iamo$/

const key = (word: string) => normaliseItalian(word).replace(/[^a-z]/g, "")

/** Second person singular of a first-person present in -o, with Italian spelling kept ("cerco" → "cerchi"). */
const regularSecondPerson = (verb: string): string => {
  const stressedIo: Record<string, string> = { invio: "invii", avvio: "avvii", spio: "spii", scio: "scii" }
  if (stressedIo[verb] !== undefined) return stressedIo[verb]
  const rules: ReadonlyArray<readonly [RegExp, string]> = [
    [/sco$/, "sci"],
    [/cco$/, "cchi"],
    [/co$/, "chi"],
    [/ggo$/, "ggi"],
    [/ngo$/, "ngi"],
    [/go$/, "ghi"],
    [/glio$/, "gli"],
    [/cio$/, "ci"],
    [/gio$/, "gi"],
    [/io$/, "i"],
    [/o$/, "i"],
  ]
  for (const [ending, replacement] of rules) if (ending.test(verb)) return verb.replace(ending, replacement)
  return verb
}

/** A form that can be a first-person present in -o (third person plurals end in -ano, -ono, -nno). */
const looksFirstPersonPresent = (word: string) =>
  word.length >= 3 && word.endsWith("o") && !/(?:ano|ono|nno)$/.test(word) && !NOT_VERBS.has(word)

const FUTURE_FIRST = /(?:er|ir|rr|dr|vr|pr)o$/
const FUTURE_SHORT = new Set(["faro", "daro", "staro", "saro", "avro"])
const CONDITIONAL_FIRST = /(?:er|ir|rr|dr|vr|pr|ar)ei$/

/** A pronoun joined to an infinitive or a gerund: "distrarmi" → "distrarti", "andarmene" → "andartene". */
const encliticSecondPerson = (word: string): string | undefined => {
  if (NOT_ENCLITIC.has(word) || word.length < 5) return undefined
  const joined = /^(.*(?:[aei]r|rr|por|ndo))m(i|e(?:ne|lo|la|li|le))$/.exec(word)
  return joined ? `${joined[1]}t${joined[2]}` : undefined
}

/**
 * The second-person form of one word, or undefined when it stays. `atVerb`: the word stands where the clause's
 * verb stands (first, or after "io", "non", or a pronoun), so an ambiguous form ("lavoro") is read as a verb.
 */
const turnWord = (original: string, atVerb: boolean): string | undefined => {
  const word = key(original)
  const lower = original.toLowerCase()
  if (PRONOUNS[word] !== undefined) return PRONOUNS[word]
  if (IRREGULAR_VERBS[word] !== undefined && (atVerb || COMMON_FIRST_PERSON.has(word)))
    return IRREGULAR_VERBS[word]
  if (COMMON_FIRST_PERSON.has(word))
    return CONDITIONAL_FIRST.test(word) ? `${word.slice(0, -1)}sti` : regularSecondPerson(word)
  const enclitic = encliticSecondPerson(word)
  if (enclitic !== undefined) return enclitic
  if (!atVerb || NOT_VERBS.has(word)) return undefined
  if (/(?:ò|o')$/.test(lower) && (FUTURE_FIRST.test(word) || FUTURE_SHORT.has(word)))
    return `${word.slice(0, -1)}ai`
  if (CONDITIONAL_FIRST.test(word)) return `${word.slice(0, -1)}sti`
  if (looksFirstPersonPresent(word)) return regularSecondPerson(word)
  return undefined
}

const isParticipleSingular = (word: string) => /(?:at|it|ut|st|ss|rt|lt|nt)[oa]$/.test(key(word))

/** A word of what the user wrote: its letters, and the punctuation that followed it. */
interface Token {
  readonly core: string
  readonly tail: string
}

const tokensOf = (clause: string): ReadonlyArray<Token> =>
  clause
    .split(/\s+/)
    .filter((word) => word !== "")
    .map((word) => {
      const match = /^(.*?)([,;:]*)$/.exec(word.replace(/["«»“”()]/g, ""))
      return { core: match?.[1] ?? word, tail: match?.[2] ?? "" }
    })
    .filter((token) => token.core !== "")

/** Whether the word at `index` stands where a verb of the clause's first person would. */
const atVerbPosition = (
  keys: ReadonlyArray<string>,
  index: number,
  original: ReadonlyArray<Token>,
): boolean => {
  if (SUBORDINATORS.has(keys[index - 1] ?? "")) return true
  let before = index - 1
  let firstPersonClitic = false
  while (before >= 0) {
    const word = keys[before] ?? ""
    if (!BEFORE_VERB.has(word) && !CLITICS.has(word)) break
    if (word === "mi" || word === "me") firstPersonClitic = true
    before--
  }
  if (firstPersonClitic || keys[before] === "io") return true
  const onlyAdverbsBefore = keys.slice(0, before + 1).every((word) => LEADING_ADVERBS.has(word))
  if (!onlyAdverbsBefore) return false
  // First in the clause: a capital in the middle of the message is a name ("Paolo"), not a verb.
  return !looksLikeName(keys, index, original)
}

/** A capitalised word before a pronoun or "ha", "è", "non" is a name ("Marco mi ha lasciato"), kept as written. */
const looksLikeName = (keys: ReadonlyArray<string>, index: number, original: ReadonlyArray<Token>) => {
  const next = keys[index + 1] ?? ""
  return (
    /^\p{Lu}/u.test(original[index]?.core ?? "") &&
    ![COMMON_STARTERS, NOT_VERBS, LEADING_ADVERBS, LEADING_FILLERS, BEFORE_VERB, CLITICS].some((known) =>
      known.has(keys[index] ?? ""),
    ) &&
    (CLITICS.has(next) || ["e", "ha", "non", "era", "sta"].includes(next))
  )
}

/** Whether "sono" here is the user's ("sono stanca", "mi sono trasferita") rather than others' ("i miei sono"). */
const sonoIsFirstPerson = (keys: ReadonlyArray<string>, index: number, tokens: ReadonlyArray<Token>) => {
  const previous = keys[index - 1]
  if (previous === "ci") return isParticipleSingular(tokens[index + 1]?.core ?? "")
  let start = index - 1
  while (
    start >= 0 &&
    !["e", "ma", "che", "perche", "quando", "se", "come", "mentre", "pero", "o"].includes(keys[start] ?? "")
  )
    start--
  const subject = keys.slice(start + 1, index)
  return subject.every(
    (word) => word === "io" || LEADING_ADVERBS.has(word) || BEFORE_VERB.has(word) || CLITICS.has(word),
  )
}

const elided = /^([a-zA-Z]+)['’](.+)$/

/** One clause in the second person, or undefined when it cannot be turned cleanly. */
const turnClause = (clause: string): string | undefined => {
  let tokens = tokensOf(clause)
  while (tokens.length > 0 && LEADING_FILLERS.has(key(tokens[0]?.core ?? ""))) tokens = tokens.slice(1)
  if (tokens.length < 2 || tokens.length > MAX_WORDS) return undefined
  const keys = tokens.map((token) => {
    const parts = elided.exec(token.core)
    return parts ? `${key(parts[1] ?? "")}'` : key(token.core)
  })
  if (keys.some((word) => SECOND_PERSON.has(word) || REQUESTS_TO_ASSISTANT.has(word))) return undefined
  let turned = 0
  const words = tokens.map((token, index) => {
    const word = keys[index] ?? ""
    const parts = elided.exec(token.core)
    let result: string | undefined
    if (parts) {
      // "m'ha" → "t'ha", "c'ho" → "c'hai", "l'ho" → "l'hai"
      const written = index === 0 ? (parts[1] ?? "").toLowerCase() : (parts[1] ?? "")
      const head = key(written) === "m" ? "t" : written
      const rest = turnWord(parts[2] ?? "", true)
      result = head !== written || rest !== undefined ? `${head}'${rest ?? parts[2]}` : undefined
    } else if (word === "sono") result = sonoIsFirstPerson(keys, index, tokens) ? "sei" : undefined
    else if (word === "ci") result = FIRST_PLURAL_CLITIC_TARGET.test(keys[index + 1] ?? "") ? "vi" : undefined
    else result = turnWord(token.core, atVerbPosition(keys, index, tokens))
    if (result !== undefined) turned++
    const shown =
      result ?? (index === 0 && !looksLikeName(keys, index, tokens) ? token.core.toLowerCase() : token.core)
    return `${shown}${index === tokens.length - 1 ? "" : token.tail}`
  })
  if (turned === 0) return undefined
  return hasFirstPersonLeft(words) ? undefined : words.join(" ")
}

/** A first-person word the turning could not handle: the reflection would mix persons, so none is made. */
export const hasFirstPersonLeft = (words: ReadonlyArray<string>): boolean =>
  words.some((original) => {
    const parts = elided.exec(original)
    if (parts && key(parts[1] ?? "") === "m") return true
    const word = key(parts ? (parts[2] ?? "") : original)
    return (
      PRONOUNS[word] !== undefined ||
      COMMON_FIRST_PERSON.has(word) ||
      word.endsWith("iamo") ||
      encliticSecondPerson(word) !== undefined
    )
  })

/** Words that open a sentence with a capital and a comma without being someone called by name ("Oggi, …"). */
const NOT_VOCATIVE = [LEADING_FILLERS, LEADING_ADVERBS, COMMON_STARTERS, BEFORE_VERB, NOT_VERBS]

/**
 * The person calling the assistant (or anyone) by name at the start — "Luna, sono di nuovo io", "Ciao Cogi, …" —
 * is not part of what is said back: "sei di nuovo tu", never "luna, sono di nuovo tu".
 */
const withoutVocative = (sentence: string): string => {
  const called =
    /^\s*(?:(?:ciao|ehi|hey|salve|buongiorno|buonasera)\s+)?(\p{Lu}[\p{L}]+)\s*[,!]\s+(?=\S)/iu.exec(sentence)
  const name = called?.[1]
  if (called === null || name === undefined || !/^\p{Lu}/u.test(name)) return sentence
  return NOT_VOCATIVE.some((words) => words.has(key(name))) ? sentence : sentence.slice(called[0].length)
}

/** The user's own words in the second person: "mi sento sola con mia madre" → "ti senti sola con tua madre". */
export const reflect = (content: string): string | undefined => {
  const sentences = (content.match(/[^.!?…\n]+[.!?…"»”]*/g) ?? []).map(withoutVocative)
  for (const sentence of sentences) {
    // a question ("perché mi succede sempre?") is answered, not repeated back
    if (/\?["»”\s]*$/.test(sentence)) continue
    const text = sentence.replace(/[.!…"»”\s]+$/, "").trim()
    const candidates = [text, ...text.split(/[,;:]+|\s+(?:ma|però|perché|quindi|e poi|anche se)\s+/i)]
    for (const candidate of candidates) {
      const turned = turnClause(candidate)
      if (turned !== undefined) return turned
    }
  }
  return undefined
}
