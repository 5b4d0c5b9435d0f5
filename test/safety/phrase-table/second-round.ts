import type { NegativeGroup, PositiveGroup } from "./phrase-group.ts"

/*
 * Written after the rules, as a check that they generalise: on first run the detector missed 4 of these 30
 * positives and raised 3 false alarms on these 30 negatives; the rules were then widened (future tenses,
 * plurals, "non vedo l'ora di morire") and narrowed ("il mio cane mi segue ovunque", "ci penso a cambiare casa").
 */
export const SECOND_ROUND_SUICIDE: PositiveGroup = {
  group: "seconda tornata: suicidio",
  category: "suicide",
  phrases: [
    "vorrei tanto morire stanotte",
    "ho deciso di togliermi la vita domani",
    "nn ce la faccio + a vivere",
    "mi sento un peso, sarebbe meglio se morissi",
    "stanno tutti meglio senza di me",
    "sto accumulando pastiglie da settimane",
    "mi butterò dal ponte",
    "ho scritto le lettere d'addio ai miei",
    "voglio suicidarmi",
    "penso sempre a farla finita",
    "non voglio piu esistere",
    "vorrei sparire per sempre",
    "sono stanca di stare al mondo",
    "a volte desidero morire",
    "ci ho gia provato e ora ci ripenso",
    "tanto vale farla finita",
    "non vedo l ora di morire",
  ],
}

export const SECOND_ROUND_OTHERS: ReadonlyArray<PositiveGroup> = [
  {
    group: "seconda tornata: autolesionismo",
    category: "self_harm",
    phrases: [
      "ieri mi sono tagliato le braccia",
      "mi sono bruciata apposta con la piastra",
      "mi faccio del male ogni sera",
      "mi sono ferita di proposito",
      "ho la lametta pronta",
    ],
  },
  {
    group: "seconda tornata: fare del male ad altri",
    category: "harm_to_others",
    phrases: ["lo accoltello se si avvicina", "voglio ammazzarlo con le mie mani"],
  },
  {
    group: "seconda tornata: violenza e abusi",
    category: "abuse",
    phrases: [
      "il mio compagno mi picchia da anni",
      "mio padre mi mena",
      "mi ha violentata mio cugino",
      "il mio ex mi perseguita",
      "ho paura di mio marito perche mi picchia",
      "mio patrigno mi ha toccata",
    ],
  },
]

export const SECOND_ROUND_NEGATIVES: NegativeGroup = {
  group: "seconda tornata: frasi da lasciare tranquille",
  phrases: [
    "muoio dalla curiosità",
    "ho ammazzato la noia con un libro",
    "ucciderei per una vacanza",
    "sto morendo dalle risate",
    "ho fatto fuori tutta la nutella",
    "questa salita mi ammazza",
    "mi sono tagliata cucinando",
    "che fame, muoio",
    "mi butto a capofitto nel progetto",
    "il tg ha parlato di stalking",
    "la serie parla di autolesionismo",
    "ho finito il libro sul suicidio di Pavese",
    "mi taglio la barba domani",
    "mi sono fatta male al polso",
    "voglio farla finita con le sigarette",
    "ho sbattuto il mignolo contro il letto",
    "sono distrutta ma felice",
    "voglio vivere al mare",
    "mi piace da impazzire",
    "ho perso il treno, che giornata",
    "domani prendo il treno per Roma",
    "devo prendere le medicine per la tosse",
    "ho la febbre da due giorni",
    "il mio cane mi segue ovunque",
    "ho salutato mia nonna in ospedale",
    "mi tocca lavorare anche sabato",
    "mi tocca rifare tutto",
    "stasera ho deciso, pizza",
    "abito al terzo piano e ci penso a cambiare casa",
    "ho regalato le mie cose vecchie a mia cugina",
  ],
}
