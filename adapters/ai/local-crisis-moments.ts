import type { Refusal } from "./local-crisis-reading.ts"
import { EMERGENCY, TELEFONO_AMICO } from "./safety-rules.ts"

/*
 * The moments that interrupt the crisis conversation's steps: danger at hand, a refusal of help, a retraction,
 * a request for methods, and the gentle question when the safety layer is unsure (possible risk). Same rules as
 * local-crisis-lexicon.ts: short, warm, gender-neutral, never a method, a dose or a place.
 */

const E = EMERGENCY.phone
const TA = TELEFONO_AMICO

/** Unsafe, or with the means at hand: straight to the 112 and away from the means. */
export const URGENT = {
  openings: [
    "Grazie per avermelo detto: adesso la cosa più importante è la tua sicurezza.",
    "Ti ringrazio di avermelo scritto: adesso conta solo che tu sia al sicuro.",
  ],
  calls: [
    `Chiama subito il ${E}, adesso: rispondono a ogni ora.`,
    `Per favore, chiama il ${E} adesso: è il modo più rapido per avere qualcuno accanto.`,
  ],
  means: [
    "Se puoi, metti quello che hai vicino in un'altra stanza o dallo a qualcuno, e vai dove ci sono altre persone.",
    "Metti a distanza quello che potrebbe farti del male, anche solo in un'altra stanza, e cerca un posto con altre persone.",
  ],
  taken: [
    `Se hai già preso qualcosa, chiama subito il ${E} anche se adesso ti senti bene: è importante.`,
    `Anche se ti senti bene, quello che hai preso può fare male più tardi: chiama il ${E} adesso.`,
  ],
  place: [
    "Se puoi, allontanati da dove sei e vai verso un posto dove ci sono altre persone.",
    "Fai qualche passo indietro, adesso, e cerca un posto dove ci siano altre persone.",
  ],
  stay: ["Io resto qui mentre chiami.", "Resto qui con te intanto, non me ne vado."],
  follow: [
    "Sono ancora qui con te.",
    `Anche se hai paura o ti vergogni, chi risponde al ${E} è lì proprio per questo.`,
    "Puoi anche bussare a un vicino, o chiamare il tuo contatto di emergenza dalla scheda con i numeri.",
    `Al ${E} ti basta dire dove sei e che stai male: al resto pensano loro.`,
    `Se chiamare è troppo difficile, chiedi a chi hai vicino di chiamare il ${E} per te.`,
    `Il ${E} resta la cosa più importante da fare adesso.`,
  ],
  /** Asked so that "sì" means a step towards safety. */
  questions: [
    `Hai potuto chiamare il ${E}?`,
    "Hai potuto mettere a distanza quello che hai vicino?",
    "C'è qualcuno vicino a te, in casa o nel palazzo, che può restare con te?",
    "Hai potuto chiedere aiuto a qualcuno?",
  ],
  refusal: ["Capisco che chiamare ti pesi, e non ti giudico.", "Ti sento, e rispetto quello che provi."],
  refusalDoor: [
    `Però adesso sei in pericolo, e la tua vita conta: se non riesci a chiamare il ${E}, chiedi a chi hai vicino di farlo per te, o scrivi al tuo contatto di emergenza.`,
    `Anche solo un messaggio al tuo contatto di emergenza, o a chi hai vicino, può bastare perché qualcuno chiami il ${E} con te.`,
  ],
} as const

/** Unsafe near the person who hurts them, or the person they fear hurting. */
export const URGENT_AWAY_FROM = {
  abuse: [
    "Se puoi, vai dove ci sono altre persone, lontano da chi ti fa del male, o chiudi a chiave una stanza mentre chiami.",
    "Se riesci, raggiungi un posto con altre persone, a distanza da chi ti fa del male.",
  ],
  harm: [
    "Se puoi, metti via quello che hai con te e allontanati, adesso, in un posto dove calmarti con altre persone intorno.",
    "Metti distanza tra te e quella persona, adesso, e lascia a qualcun altro quello che hai con te.",
  ],
} as const

interface RefusalTexts {
  readonly leads: ReadonlyArray<string>
  readonly doors: ReadonlyArray<string>
  readonly questions: ReadonlyArray<string>
}

/** Asked to keep it secret, or not to be talked round: honest, and the door stays open. */
const SECRET_AND_RESIST: Readonly<Record<"secret" | "resist", RefusalTexts>> = {
  secret: {
    leads: [
      "Io non posso chiamare né avvisare nessuno: sono un programma, e quello che scrivi resta nella tua conversazione.",
      "Da qui non posso avvisare nessuno, e non lo farei alle tue spalle.",
    ],
    doors: [
      "Proprio per questo vorrei che fossi tu a dirlo a una persona di cui ti fidi, quando te la senti: non dovresti portarlo in solitudine.",
      `Se un giorno vorrai parlarne senza dire chi sei, ${TA.name} (${TA.phone}) ascolta in forma anonima.`,
    ],
    questions: [
      "Che cosa ti preoccupa di più, all'idea che qualcuno lo sappia?",
      "C'è una persona con cui, un giorno, ti sentiresti di parlarne?",
    ],
  },
  resist: {
    leads: [
      "Non voglio convincerti di niente: voglio capire, e restare qui con te.",
      "Non ti faccio prediche: ti ascolto.",
    ],
    doors: [
      `Se in qualunque momento cambi idea, anche solo per un attimo, il ${E} risponde a ogni ora e io sono qui.`,
      "Anche se adesso non vuoi sentire nessuno, una persona di cui ti fidi potrebbe solo restarti accanto, senza dire niente.",
    ],
    questions: [
      "Che cosa ti ha portato fino a questo punto?",
      "Che cosa vorresti che capissi, di quello che senti?",
    ],
  },
}

/** A refusal is respected, and the door stays open: other ways, a person, staying here. */
export const REFUSALS: Readonly<Record<Refusal, RefusalTexts>> = {
  ...SECRET_AND_RESIST,
  shame: {
    leads: [
      "Capisco la vergogna: è una delle cose che rendono più difficile chiedere aiuto, e non dice niente di sbagliato su di te.",
      "La vergogna pesa tanto, ma stare male non è una colpa.",
    ],
    doors: [
      `Non devi chiamare nessuno adesso, se non te la senti: possiamo restare qui a scrivere, e se un giorno vorrai parlarne a voce, a ${TA.name} (${TA.phone}) rispondono persone che ascoltano in forma anonima.`,
      "Possiamo andare avanti qui, per iscritto, e quando vorrai potrai scegliere tu una persona di cui ti fidi a cui dirlo, con le parole che vuoi.",
    ],
    questions: [
      "Che cosa ti fa più paura, all'idea che qualcuno lo sappia?",
      "Che cosa pensi che direbbe una persona che ti vuole bene, se lo sapesse?",
    ],
  },
  no_call: {
    leads: [
      "Va bene, nessuno ti obbliga a chiamare, e rispetto quello che senti.",
      "D'accordo: non devi chiamare nessuno, se non ti senti di farlo.",
    ],
    doors: [
      "Se parlare a voce è troppo, puoi scrivere un messaggio a una persona di cui ti fidi, anche solo «oggi sto male, ho bisogno di te».",
      "Possiamo restare qui a scrivere, e i numeri restano nella scheda per quando vorrai, insieme al tuo contatto di emergenza.",
    ],
    questions: [
      "Che cosa ti frena di più, all'idea di chiamare?",
      "Com'è per te restare qui a scrivere, intanto?",
    ],
  },
  futility: {
    leads: [
      "Capisco che adesso sembri tutto inutile: quando si sta così male, è difficile immaginare che qualcosa possa aiutare.",
      "Quando il dolore è così forte, è normale pensare che niente possa servire.",
    ],
    doors: [
      "Non ti chiedo di crederci adesso, solo di non restare in solitudine con questo peso: una persona di cui ti fidi, o io qui, intanto.",
      `Spesso è proprio parlarne con una persona, anche una voce sconosciuta come quella di ${TA.name} (${TA.phone}), a rendere il peso un po' più leggero.`,
    ],
    questions: [
      "Che cosa, in passato, ti ha aiutato anche solo un poco?",
      "C'è stato un momento, anche breve, in cui il peso è stato un po' più leggero?",
    ],
  },
  no_one: {
    leads: [
      "Mi dispiace che tu senta di non avere nessuno vicino: è una solitudine che fa male.",
      "Sentire di non avere nessuno è tra le cose più dure, e capisco che ti pesi.",
    ],
    doors: [
      `Proprio per questo c'è ${TA.name}, allo ${TA.phone}: persone che ascoltano, in forma anonima, anche senza conoscerti.`,
      `Anche senza nessuno vicino, il ${E} risponde a ogni ora, e io resto qui a scriverti.`,
    ],
    questions: [
      "C'è stata, in passato, una persona con cui ti sentivi a tuo agio?",
      "Ti va di raccontarmi da quanto tempo ti senti così in solitudine?",
    ],
  },
  burden: {
    leads: [
      "Non sei un peso: stare male non ti rende un peso per chi ti vuole bene.",
      "Chiedere aiuto non è disturbare: è quello che faresti tu per una persona cara.",
    ],
    doors: [
      "Molte persone, se sapessero come stai, vorrebbero esserci: anche una sola persona di cui ti fidi può bastare.",
      `Chi risponde a ${TA.name} (${TA.phone}) sceglie di esserci proprio per ascoltare: non disturbi nessuno.`,
    ],
    questions: [
      "A chi penseresti, se una persona cara stesse come te adesso?",
      "Che cosa diresti a un'amica o a un amico che ti dicesse la stessa cosa?",
    ],
  },
}

/** "Scherzavo", "esageravo": no pressure, the numbers stay available. */
export const RETRACTION = {
  leads: [
    "Va bene, grazie di avermelo detto: non devi giustificarti.",
    "D'accordo, ti credo, e non c'è nessun problema.",
  ],
  doors: [
    `Se quei pensieri dovessero tornare, anche solo un po', i numeri restano nella scheda e il ${E} risponde sempre.`,
    "Se dovessi stare di nuovo male, puoi scrivermi quando vuoi, e restano lì i numeri di aiuto e le persone di cui ti fidi.",
  ],
  means: [
    "Se quello che avevi vicino è ancora lì, mettilo comunque in un'altra stanza: è una piccola cosa che aiuta.",
  ],
  questions: ["Di che cosa ti va di parlare, adesso?", "Come stai, adesso?"],
} as const

/** Asked for means, methods or doses: never given. */
export const NO_MEANS = [
  "Non posso darti informazioni su come farti del male: non è quello che meriti.",
  "Su questo non posso aiutarti, perché per me conta che tu stia al sicuro.",
  "Anche se me lo chiedi di nuovo, non posso rispondere a questa domanda: preferisco restare qui con te.",
]

/** The safety layer is unsure: acknowledge, say help is one tap away, ask gently and directly. */
export const POSSIBLE_RISK = {
  acks: ["Grazie per avermelo scritto.", "Ti ringrazio di condividerlo con me."],
  help: [
    `Se è così, puoi dirmelo senza paura: l'aiuto di una persona è a un tocco, con il ${E} o ${TA.name} (${TA.phone}).`,
    `Qualunque cosa sia, l'aiuto di una persona è a un tocco: il ${E} se c'è pericolo, ${TA.name} (${TA.phone}) per parlare.`,
  ],
  questions: [
    "Te lo chiedo con calma e in modo diretto: in questi giorni ti capita di pensare di farti del male, o di non voler più vivere?",
    "A volte, quando ci si sente così, vengono pensieri di farsi del male o di non voler più vivere: ti sta succedendo?",
  ],
} as const
