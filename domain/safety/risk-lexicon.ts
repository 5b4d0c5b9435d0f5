/**
 * Word classes of the crisis domain, from the kinds of message the issue lists (a means, a place, a time, a
 * farewell, an act on one's own body, a past that is over, a figure of speech…), matched on stems so every
 * inflection counts. A class lets the classifier weigh a word it never saw in training by the company it
 * keeps ("cutter" like "lametta"), and a pair of classes in one message ("means" with "soon") says what no
 * single word says. Each class is a list of prefixes of a word or of its stem (risk-features.ts reads them).
 */
export const WORD_CLASSES: Readonly<Record<string, ReadonlyArray<string>>> = {
  death: [
    "mor",
    "muo",
    "mort",
    "suicid",
    "ammazz",
    "uccid",
    "ucci",
    "finit",
    "finirl",
    "sparir",
    "crepa",
    "vita",
  ],
  ending: ["finirl", "farl", "chiuder", "basta", "addorm", "sveglia", "esister", "vivere", "viv", "andarmen"],
  height: [
    "pont",
    "tett",
    "balcon",
    "finestr",
    "terrazz",
    "viadott",
    "scogli",
    "binar",
    "tren",
    "metro",
    "pian",
  ],
  means: [
    "cord",
    "capp",
    "lamett",
    "rasoi",
    "cutter",
    "coltell",
    "forbic",
    "vetr",
    "ago",
    "spill",
    "accendin",
    "candel",
    "sigarett",
    "pistol",
    "fucil",
    "arma",
    "gas",
    "garag",
    "motor",
    "pillol",
    "pastigl",
    "farmac",
    "medicin",
    "sonnifer",
    "psicofarmac",
    "flacon",
    "scatol",
    "candeggin",
    "velen",
    "gocc",
    "tachipirin",
    "xanax",
    "benzin",
  ],
  soon: [
    "stasera",
    "stanott",
    "domani",
    "adess",
    "ora",
    "oggi",
    "poco",
    "weekend",
    "sabat",
    "domenic",
    "pront",
  ],
  /** A time that is a moment to act, not just today: a plan's time. */
  when: ["stasera", "stanott", "domani", "domattin", "dopodomani", "mezzanott", "weekend"],
  farewell: [
    "addio",
    "letter",
    "bigliett",
    "salut",
    "regal",
    "testament",
    "assicuraz",
    "perdon",
    "scus",
    "ultim",
  ],
  body: [
    "bracc",
    "pols",
    "gamb",
    "cosc",
    "pell",
    "pancia",
    "dita",
    "dit",
    "unghi",
    "cicatric",
    "ferit",
    "sangu",
  ],
  act: [
    "tagl",
    "bruc",
    "graff",
    "mord",
    "colp",
    "pugn",
    "sbatt",
    "punir",
    "punisc",
    "vomit",
    "digiun",
    "buc",
  ],
  urge: ["vogli", "vorr", "bisogn", "voglia", "impuls", "cedere", "ricad", "ricomin", "giorn", "pulit"],
  other: [
    "lui",
    "lei",
    "marit",
    "mogli",
    "compagn",
    "fidanzat",
    "padr",
    "madr",
    "patrign",
    "fratell",
    "zio",
    "capo",
  ],
  violence: [
    "picchi",
    "schiaff",
    "minacc",
    "spint",
    "stupr",
    "violen",
    "tocc",
    "costrett",
    "controll",
    "nud",
    "foto",
  ],
  weapon: ["coltell", "pistol", "fucil", "arma", "mazza", "martell", "forbic", "acido"],
  past: [
    "anni",
    "fa",
    "volta",
    "quando",
    "prima",
    "epoca",
    "passat",
    "adolescen",
    "piccol",
    "ragazzin",
    "ex",
  ],
  recovery: [
    "megli",
    "bene",
    "guarit",
    "superat",
    "uscit",
    "terapi",
    "psicolog",
    "aiutat",
    "smess",
    "serena",
  ],
  figure: [
    "rider",
    "risat",
    "fame",
    "sonn",
    "caldo",
    "freddo",
    "noia",
    "scherz",
    "battut",
    "film",
    "seri",
    "libr",
  ],
  injury: [
    "sbagli",
    "incident",
    "cucin",
    "cipoll",
    "barba",
    "punti",
    "pront",
    "medic",
    "ospedal",
    "cadut",
    "sport",
  ],
  alone: ["nessun", "sol", "peso", "inutil", "colpa", "merit", "schif", "stanc", "vuot", "senso", "megli"],
}

const ENTRIES = Object.entries(WORD_CLASSES)

/** A stem of three letters or fewer must be the whole stem ("ora", "fa"); a longer one may begin it. */
const inClass = (stem: string, entry: string) => (entry.length <= 3 ? stem === entry : stem.startsWith(entry))

/** The classes a word belongs to, by itself or by one of its stems (it may be in several, or none). */
export const classesOfWord = (word: string, stems: ReadonlyArray<string>): ReadonlyArray<string> =>
  ENTRIES.filter(([, entries]) =>
    entries.some((entry) => inClass(word, entry) || stems.some((stem) => inClass(stem, entry))),
  ).map(([name]) => name)

/** The class names in WORD_CLASSES order: class i is bit i of classBitsOf. */
export const CLASS_NAMES: ReadonlyArray<string> = ENTRIES.map(([name]) => name)

interface PrefixNode {
  readonly next: Map<number, PrefixNode>
  /** The classes of the entries of four letters or more that end here (they may begin a longer word). */
  prefix: number
  /** The classes of the entries of three letters or fewer that end here (they must be the whole word). */
  whole: number
}

const newNode = (): PrefixNode => ({ next: new Map(), prefix: 0, whole: 0 })

const PREFIXES = newNode()
ENTRIES.forEach(([, entries], bit) => {
  for (const entry of entries) {
    let node = PREFIXES
    for (let i = 0; i < entry.length; i++) {
      const code = entry.charCodeAt(i)
      let next = node.next.get(code)
      if (next === undefined) node.next.set(code, (next = newNode()))
      node = next
    }
    if (entry.length <= 3) node.whole |= 1 << bit
    else node.prefix |= 1 << bit
  }
})

/**
 * The classes of one word or stem as bits (bit i: CLASS_NAMES[i]), by the same rule as inClass, in one walk over
 * its letters: classesOfWord(word, stems) is the union of the bits of the word and of each stem.
 */
export const classBitsOf = (text: string): number => {
  let bits = 0
  let node: PrefixNode | undefined = PREFIXES
  for (let i = 0; i < text.length && node !== undefined; i++) {
    node = node.next.get(text.charCodeAt(i))
    if (node === undefined) break
    bits |= node.prefix
    if (i === text.length - 1) bits |= node.whole
  }
  return bits
}
