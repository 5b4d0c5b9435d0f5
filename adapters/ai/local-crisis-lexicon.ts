import { ANTIVIOLENZA, EMERGENCY, SAFETY_PLAN_TITLE, TELEFONO_AMICO } from "./safety-rules.ts"

/*
 * What the offline crisis conversation says, step by step (local-crisis-conversation.ts chooses). Italian, warm,
 * short, gender-neutral ("al sicuro", "in solitudine"), never a method, a dose or a place. Each pool has more
 * than one phrasing so that no sentence comes twice in a conversation. Questions end with "?", nothing else does.
 * Telefono Amico is not said to answer at every hour (it does not); the 112 and the 1522 do.
 */

const E = EMERGENCY.phone
const TA = TELEFONO_AMICO
const AV = ANTIVIOLENZA

const PLAN_TITLE = SAFETY_PLAN_TITLE

export type CrisisKind = "self" | "abuse" | "harm"
type ByKind = Readonly<Record<CrisisKind, ReadonlyArray<string>>>

export const INTRO = "Sono {name}, l'assistente offline."

/** The first crisis reply: acknowledge and thank. */
export const OPENINGS: ByKind = {
  self: [
    "Quello che mi scrivi è importante, e ti ringrazio di avermelo detto: non è una cosa da poco.",
    "Grazie per avermelo scritto: ci vuole coraggio, e quello che provi conta.",
    "Grazie di avermelo detto: lo prendo sul serio, e sono qui con te.",
  ],
  abuse: [
    "Grazie per avermelo detto: quello che mi racconti è grave, e non è colpa tua.",
    "Quello che mi scrivi è serio, e ti ringrazio di avermelo detto: non è colpa tua.",
  ],
  harm: [
    "Grazie per avermelo detto con sincerità: sentire qualcosa di così forte può spaventare.",
    "Ti ringrazio di avermelo scritto: parlarne è molto meglio che tenerlo dentro.",
  ],
}

export const SAFETY_QUESTIONS: ByKind = {
  self: [
    "In questo momento sei in un posto sicuro, lontano da cose con cui potresti farti del male?",
    "Adesso, lì dove sei, puoi stare al sicuro, lontano da quello con cui potresti farti del male?",
  ],
  abuse: [
    "Adesso sei in un posto sicuro, a distanza da chi ti fa del male?",
    "In questo momento sei al sicuro dalla persona che ti fa del male?",
  ],
  harm: [
    "In questo momento tu e le persone intorno a te siete al sicuro?",
    "Adesso tu e chi ti sta intorno siete al sicuro?",
  ],
}

/** Asked directly and calmly: it does not put the idea in anyone's head, it lets them talk about it. */
export const ASK_QUESTIONS = [
  "Te lo chiedo in modo diretto, con calma, perché conta: stai pensando di toglierti la vita?",
  "Vorrei capire bene, e te lo chiedo apertamente: stai pensando al suicidio?",
]
export const ASK_AFTER_SELF_HARM = [
  "Te lo chiedo in modo diretto, con calma: oltre a farti del male, ti capita di pensare di toglierti la vita?",
  "Vorrei capire bene, e te lo chiedo apertamente: quando stai così, pensi anche di toglierti la vita?",
]

export const EXPLORE_LEADS = [
  "Non c'è fretta, e non c'è un modo giusto di dirlo.",
  "Puoi raccontarmelo con le parole che vengono, anche a pezzi.",
]
export const EXPLORE_QUESTIONS = [
  "Che cosa sta succedendo, in questo momento, che rende tutto così pesante?",
  "Che cosa è successo, oggi o in questi giorni, per arrivare a stare così male?",
]

export const REASONS_LEADS: ByKind = {
  self: [
    "A volte, anche nei momenti più bui, resta un filo che tiene: una persona, un animale, qualcosa che si vuole ancora vedere o fare.",
    "Anche quando tutto sembra buio, spesso c'è qualcosa di piccolo che tiene: una persona, un animale, un progetto.",
  ],
  abuse: [
    "Non dovresti affrontare questa cosa in solitudine.",
    "Chi subisce violenza ha diritto a qualcuno dalla propria parte.",
  ],
  harm: [
    "Quando la rabbia è così forte, aiuta pensare a che cosa conta davvero per te.",
    "Anche adesso ci sono cose e persone a cui tieni, oltre a questa rabbia.",
  ],
}
export const REASONS_QUESTIONS: ByKind = {
  self: [
    "C'è qualcosa o qualcuno che, anche adesso, conta un po' per te?",
    "Che cosa, o chi, ti ha tenuto qui fino a oggi?",
  ],
  abuse: [
    "Chi, tra le persone che conosci, potrebbe stare dalla tua parte in questo?",
    "C'è una persona vicina a te che sa quello che sta succedendo?",
  ],
  harm: [
    "Che cosa, o chi, ti sta a cuore più di questa rabbia?",
    "A chi tieni, che vorresti proteggere anche da questo momento?",
  ],
}

export const PLAN_LEADS = [
  `Nell'app c'è «${PLAN_TITLE}»: lo apri dal pulsante nella scheda con i numeri di aiuto, oppure dalla dashboard, e si scrive un passo alla volta.`,
  `Ti può servire «${PLAN_TITLE}»: il pulsante è nella scheda con i numeri di aiuto e nella dashboard, e raccoglie in un posto i segnali, le cose che aiutano e le persone da chiamare.`,
]
export const PLAN_QUESTIONS = [
  "Ti va di aprirlo adesso e scrivere insieme anche solo il primo passo?",
  "Ti andrebbe di aprirlo e guardare insieme il primo passo?",
]

/** Encourage contact with a person; after a refusal, without pushing a call. */
export const CONTACT_LEADS = [
  `Vorrei che in queste ore non restassi senza nessuno accanto: una persona di cui ti fidi, il tuo contatto di emergenza, ${TA.name} (${TA.phone}) o, se c'è pericolo, il ${E}.`,
  `Parlare con una persona adesso può fare la differenza: qualcuno di cui ti fidi, il tuo contatto di emergenza, ${TA.name} allo ${TA.phone}, o il ${E} se sei in pericolo.`,
]
export const CONTACT_GENTLE = [
  "Non ti chiedo di chiamare nessuno, se non te la senti: a volte basta un messaggio a una persona di cui ti fidi, anche solo «oggi sto male».",
  "Non serve una telefonata: anche due parole scritte a qualcuno di cui ti fidi possono bastare per non restare in solitudine.",
]
export const CONTACT_STAY = ["Io resto qui mentre lo fai.", "Intanto io resto qui, finché vuoi."]
export const CONTACT_QUESTIONS = [
  "A chi potresti scrivere o telefonare, adesso?",
  "C'è una persona a cui potresti mandare due parole, anche senza spiegare tutto?",
]

/** After the steps: staying, with one gentle question (never about means, places or windows). */
export const STAY_LINES = [
  "Sono ancora qui, e continuo ad ascoltarti.",
  "Resto qui con te, per tutto il tempo che serve.",
  "Non c'è fretta: possiamo andare avanti a scrivere quanto vuoi.",
  "Ti leggo con attenzione, parola per parola.",
  "Va bene prendersi un momento tra un messaggio e l'altro: io resto qui.",
  "Grazie per continuare a scrivermi.",
  "Qui non devi dimostrare niente a nessuno.",
  "Puoi scrivermi tutto quello che ti passa per la testa, anche in disordine.",
]
export const STAY_QUESTIONS = [
  "Come ti senti adesso, rispetto a quando abbiamo iniziato a scrivere?",
  "Che cosa ti servirebbe, nella prossima ora, per stare un po' meno male?",
  "C'è una piccola cosa gentile che potresti fare per te adesso, come bere qualcosa di caldo?",
  "Che cosa ti passa per la testa, in questo momento?",
  "Chi ti viene in mente, se pensi a una persona che ti vuole bene?",
  "Di che cosa avresti bisogno, adesso, da me?",
  "Che cosa ti ha aiutato, anche poco, in altri momenti difficili?",
  "Come stai passando questi minuti?",
  "Che cosa vorresti che succedesse domani?",
]

/** Every crisis reply points to a person: a number, the emergency contact, someone they trust. */
export const POINTERS: ByKind = {
  self: [
    `Se senti di essere in pericolo, chiama subito il ${E}; per parlare con qualcuno c'è ${TA.name} allo ${TA.phone}.`,
    `Il ${E} risponde a ogni ora, e i numeri li trovi anche nella scheda di aiuto qui in chat.`,
    "Se hai indicato un contatto di emergenza, lo trovi nella scheda con i numeri, da chiamare con un tocco.",
    "Una persona di cui ti fidi può fare molto, anche solo restando con te al telefono per un po'.",
    `${TA.name} (${TA.phone}) ascolta in forma anonima, senza giudicare.`,
    `Non devi farcela in solitudine: una persona di cui ti fidi, il tuo contatto di emergenza o il ${E} possono esserci.`,
    `Se le cose peggiorano, il ${E} è la strada più rapida per avere una persona accanto.`,
    "Anche un messaggio breve a una persona di cui ti fidi, come «sto male, ho bisogno di sentirti», può aprire una porta.",
    `Chi risponde allo ${TA.phone} lo fa per ascoltare, senza chiederti niente in cambio.`,
    "Se parlare a voce è troppo, puoi scrivere a una persona di cui ti fidi invece di chiamarla.",
    "Pensa a una persona di cui ti fidi: puoi farle sapere come stai, anche con poche parole.",
    `Il tuo contatto di emergenza e ${TA.name} (${TA.phone}) sono due porte diverse: puoi scegliere quella che ti pesa meno.`,
    `Ricorda che il ${E} risponde sempre, anche di notte.`,
    "Se vicino a te c'è qualcuno di cui ti fidi, può bastare dirgli: «non sto bene, resta con me».",
    `Se ti senti in pericolo, chiamare il ${E} non è esagerare: è quello che serve.`,
    "Il tuo contatto di emergenza, se l'hai indicato, è lì proprio per momenti come questo.",
  ],
  abuse: [
    `Se sei in pericolo, chiama subito il ${E}; contro la violenza c'è anche il ${AV.phone}, gratis e anonimo.`,
    `Il ${AV.phone} aiuta chi subisce violenza o stalking: è gratuito, anonimo e risponde a ogni ora.`,
    `Al ${AV.phone} rispondono persone preparate ad ascoltare chi vive violenza, anche in più lingue.`,
  ],
  harm: [],
}
/** The pointers that do not push a call: first after a refusal. */
export const SOFT_POINTER =
  /scrivere|messaggio|anonima|porte diverse|farle sapere|resta con me|proprio per momenti/

/** Said when a pool has run out in a very long conversation: a new sentence around a pointer. */
export const POINTER_LEADS = [
  "Te lo ricordo con calma:",
  "Ancora una cosa, senza fretta:",
  "Lo ripeto perché conta:",
]

/** Acknowledging what the person just answered. */
export const ACK = {
  safe: [
    "Mi rassicura sapere che adesso sei al sicuro.",
    "Bene, grazie di avermelo detto: è importante che tu sia in un posto sicuro.",
  ],
  home: ["Bene, sei a casa: grazie di avermelo detto.", "Grazie: saperti a casa mi aiuta a capire."],
  askYes: [
    "Grazie per avermelo detto così, apertamente: parlarne è già un passo, e non ti giudico.",
    "Grazie della sincerità: non è facile dirlo, e qui puoi farlo senza giudizio.",
  ],
  askNo: [
    "Grazie per la risposta: mi fa piacere saperlo, e ti credo.",
    "Ti ringrazio di avermelo detto: ti credo.",
  ],
  askUnsure: [
    "Va bene anche non saperlo con certezza: a volte questi pensieri vanno e vengono.",
    "Capisco, a volte non è chiaro nemmeno a se stessi, ed è normale.",
  ],
  reasonsNamed: [
    "È importante: tienilo vicino, anche nei pensieri, in questi momenti.",
    "Questo conta, e vale la pena ricordarlo proprio adesso.",
  ],
  reasonsNone: [
    "Va bene anche non trovare una risposta adesso: quando fa così male, è difficile vedere oltre.",
    "Non importa se adesso non viene in mente niente: quando si sta così, è normale.",
  ],
  planYes: [
    `Bene: apri «${PLAN_TITLE}» e comincia dal primo passo, i segnali che arriva un momento difficile; bastano poche parole.`,
  ],
  planNo: [
    "Va bene: il piano resta lì, per quando vorrai.",
    "D'accordo, il piano può aspettare un momento migliore.",
  ],
  again: [
    "Sento che questo pensiero torna, e lo prendo sul serio.",
    "Grazie di dirmelo ancora: quando questi pensieri tornano, è importante non restare in solitudine.",
  ],
  againViolence: [
    "Quello che mi racconti è grave, e hai ragione a parlarne.",
    "Grazie di dirmelo: nessuno ha il diritto di trattarti così.",
  ],
  againHarm: [
    "Grazie di dirmelo ancora: è un pensiero che va preso sul serio, e fai bene a parlarne.",
    "Sento quanto è forte, e fai bene a non tenerlo dentro.",
  ],
  notFine: [
    "Grazie di dirmelo: va bene non stare bene, e qui puoi dirlo.",
    "Ti credo, e fai bene a dirmelo.",
  ],
  better: [
    "Mi fa piacere sentirlo: anche un po' meglio conta.",
    "Che bello leggerlo, anche se è solo un poco.",
  ],
  thanks: ["Grazie a te, per essere qui a scrivermi.", "Sono qui per questo, e ci resto."],
  short: ["D'accordo, prendiamoci il tempo che serve.", "Va bene, andiamo avanti con calma."],
  resolved: ["Hai fatto una cosa importante, davvero: grazie.", "Questo è un passo grande, e mi fa piacere."],
  feeling: [
    "Capisco: {the} può pesare moltissimo, in momenti così.",
    "Si sente {the}, in quello che scrivi.",
  ],
  free: [
    "È tanto, quello che stai portando.",
    "Grazie per raccontarmelo, un pezzo alla volta.",
    "Capisco, ed è comprensibile stare così dopo quello che racconti.",
    "Quello che scrivi conta, tutto.",
    "Ti sto ascoltando, con attenzione.",
    "Si sente quanto è pesante, quello che stai vivendo.",
    "Non è poco, quello che mi stai dicendo.",
    "Ha senso che tu ti senta così, con tutto quello che porti.",
  ],
} as const
