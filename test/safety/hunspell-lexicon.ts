/**
 * Train time only: the Italian Hunspell dictionary (`dictionary-it`, the LibreOffice/OpenOffice one) expanded
 * with nspell's own affix parser into every inflected form, each traced to its lemma (the dictionary root).
 * From it, the classifier's lexicon (domain/safety/italian-words.ts): the forms the suffix stripper would stem
 * apart from their lemma, and the infinitives that take clitics. The runtime never loads the dictionary.
 */
import dictionary from "dictionary-it"
import { createRequire } from "node:module"
import { lightStem, splitClitics, type ItalianLexicon } from "../../domain/safety/italian-words.ts"

interface AffixRule {
  readonly type: "SFX" | "PFX"
  readonly combineable: boolean
}
interface AffixOptions {
  readonly rules: Record<string, AffixRule>
  readonly flags: Record<string, unknown>
}

const require = createRequire(import.meta.url)
const parseAffixes = require("nspell/lib/util/affix.js") as (aff: Uint8Array) => AffixOptions
const applyRule = require("nspell/lib/util/apply.js") as (
  word: string,
  rule: AffixRule,
  rules: Record<string, AffixRule>,
  out: Array<string>,
) => Array<string>
const ruleCodes = require("nspell/lib/util/rule-codes.js") as (
  flags: Record<string, unknown>,
  value: string,
) => ReadonlyArray<string>

const fold = (word: string) => word.normalize("NFD").replace(/[\u0300-\u036f]/g, "")

/** Every form of one dictionary entry, as nspell adds them (affixes, continuations, prefix × suffix). */
const formsOf = (word: string, codes: ReadonlyArray<string>, options: AffixOptions): Array<string> => {
  const forms = [word]
  codes.forEach((code, index) => {
    const rule = options.rules[code]
    if (!rule) return
    const made = applyRule(word, rule, options.rules, [])
    forms.push(...made)
    if (!rule.combineable) return
    for (const other of codes.slice(index + 1)) {
      const second = options.rules[other]
      if (second?.combineable && second.type !== rule.type)
        for (const form of made) forms.push(...applyRule(form, second, options.rules, []))
    }
  })
  return forms
}

interface Entry {
  readonly root: string
  readonly forms: ReadonlyArray<string>
}

const entries = (): ReadonlyArray<Entry> => {
  const options = parseAffixes(dictionary.aff)
  const lines = new TextDecoder().decode(dictionary.dic).split("\n").slice(1)
  const result: Array<Entry> = []
  for (const line of lines) {
    const [word = "", flags = ""] = line.trim().split("/")
    if (!/^[a-zàèéìòù]+$/.test(word)) continue
    const forms = formsOf(word, ruleCodes(options.flags, flags), options)
    result.push({ root: fold(word), forms: forms.filter((f) => /^[a-zàèéìòù]+$/.test(f)).map(fold) })
  }
  return result
}

const isInfinitive = (entry: Entry) =>
  /(?:are|ere|ire|rre)$/.test(entry.root) && entry.forms.includes(`${entry.root.slice(0, -1)}mi`)

/** A form read as more than one lemma goes to the verb ("ammazzato" → "ammazzare"), then the shorter root. */
const preferred = (a: string, b: string, infinitives: ReadonlySet<string>) => {
  const rank = (root: string) => (infinitives.has(root) ? 0 : 1)
  return rank(a) - rank(b) || a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)
}

/** The whole dictionary as a lexicon: every infinitive, and every form whose stripped stem is not its lemma's. */
export const hunspellLexicon = (): ItalianLexicon => {
  const all = entries()
  const infinitives = new Set(all.filter(isInfinitive).map((e) => e.root))
  const lexicon: ItalianLexicon = { stems: new Map(), infinitives }
  const lemmaOf = new Map<string, string>()
  for (const entry of all)
    for (const form of entry.forms) {
      if (splitClitics(form, lexicon).length > 1) continue
      const known = lemmaOf.get(form)
      if (known === undefined || preferred(entry.root, known, infinitives) < 0) lemmaOf.set(form, entry.root)
    }
  const stems = new Map<string, string>()
  for (const [form, lemma] of lemmaOf) {
    const key = lightStem(lemma)
    if (lightStem(form) !== key) stems.set(form, key)
  }
  return { stems, infinitives }
}

/**
 * Only what a model reads: forms that the stripper alone would send to a stem the model does not weigh, for
 * the `maxForms` forms of the most weighed stems, and the infinitives of weighed stems; sorted (a stable file).
 */
export const compactLexicon = (
  full: ItalianLexicon,
  importance: ReadonlyMap<string, number>,
  maxForms: number,
) => {
  const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const stems = [...full.stems]
    .filter(([form, stem]) => importance.has(stem) && !importance.has(lightStem(form)))
    .sort(([a, s], [b, t]) => (importance.get(t) as number) - (importance.get(s) as number) || byName(a, b))
    .slice(0, maxForms)
    .sort(([a], [b]) => byName(a, b))
  const infinitives = [...full.infinitives].filter((verb) => importance.has(lightStem(verb))).sort()
  return { stems, infinitives }
}
