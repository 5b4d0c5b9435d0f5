import { describe, expect, it } from "vitest"
import { hasFirstPersonLeft, reflect } from "./local-reflection.ts"

/*
 * The offline responder's reflections, table-tested: what people write, and what must come back, in the second
 * person, grammatical (person, gender, agreement as the user wrote them). Then a property over a wider corpus:
 * whatever is reflected carries no first-person word.
 */

const table: ReadonlyArray<readonly [string, string | undefined]> = [
  ["Nessuno sentirebbe la mia mancanza se sparissi", "nessuno sentirebbe la tua mancanza se sparissi"],
  ["Ho bisogno di distrarmi un po'", "hai bisogno di distrarti un po'"],
  [
    "Mi sento sola da quando mi sono trasferita a Milano.",
    "ti senti sola da quando ti sei trasferita a Milano",
  ],
  ["Ho litigato con mia madre", "hai litigato con tua madre"],
  ["Oggi non riesco a dormire, è tutto difficile", "oggi non riesci a dormire, è tutto difficile"],
  ["Io sono stanco dei miei colleghi", "tu sei stanco dei tuoi colleghi"],
  ["Non so cosa fare con il mio lavoro", "non sai cosa fare con il tuo lavoro"],
  [
    "I miei genitori sono separati da anni e io non so più cosa pensare",
    "i tuoi genitori sono separati da anni e tu non sai più cosa pensare",
  ],
  ["Ci sono rimasta male quando non mi ha chiamato", "ci sei rimasta male quando non ti ha chiamato"],
  [
    "Ci sono troppe cose da fare e mi sento sopraffatta",
    "ci sono troppe cose da fare e ti senti sopraffatta",
  ],
  ["Lavoro troppo e non ho tempo per me", "lavori troppo e non hai tempo per te"],
  ["Il mio capo mi urla sempre contro", "il tuo capo ti urla sempre contro"],
  ["Non ce la faccio più", "non ce la fai più"],
  ["Me ne voglio andare da questa città", "te ne vuoi andare da questa città"],
  ["Vorrei solo che qualcuno mi capisse", "vorresti solo che qualcuno ti capisse"],
  ["Domani farò il colloquio e ho paura", "domani farai il colloquio e hai paura"],
  ["Mia sorella e io non ci parliamo da mesi", "tua sorella e tu non vi parlate da mesi"],
  ["Io e il mio ragazzo ci siamo lasciati", "tu e il tuo ragazzo vi siete lasciati"],
  ["Mi chiedo se ho sbagliato tutto", "ti chiedi se hai sbagliato tutto"],
  ["Non mi piace come mi tratta", "non ti piace come ti tratta"],
  [
    "Studio tutto il giorno ma non riesco a concentrarmi",
    "studi tutto il giorno ma non riesci a concentrarti",
  ],
  ["Aiutami a capire perché mi sento così", "ti senti così"],
  ["Tu mi capisci?", undefined],
  [
    "Mi sveglio alle 4 e non riesco più a riaddormentarmi",
    "ti svegli alle 4 e non riesci più a riaddormentarti",
  ],
  ["Cerco lavoro da sei mesi", "cerchi lavoro da sei mesi"],
  ["Mi vergogno di quello che ho detto", "ti vergogni di quello che hai detto"],
  ["Ho paura di deludere i miei genitori", "hai paura di deludere i tuoi genitori"],
  ["Non mi sento all'altezza", "non ti senti all'altezza"],
  ["Sono felice perché ho passato l'esame", "sei felice perché hai passato l'esame"],
  ["Marco mi ha lasciato", "Marco ti ha lasciato"],
  ["Ieri ho pianto tutta la sera", "ieri hai pianto tutta la sera"],
  ["Mi manca mio padre", "ti manca tuo padre"],
  ["Devo decidere se cambiare lavoro", "devi decidere se cambiare lavoro"],
  ["Mi annoio e mi arrabbio facilmente", "ti annoi e ti arrabbi facilmente"],
  ["Penso sempre al peggio", "pensi sempre al peggio"],
  ["Non voglio più sentirmi così", "non vuoi più sentirti così"],
  ["Quando torno a casa mi chiudo in camera", "quando torni a casa ti chiudi in camera"],
  ["Avevo un cane che si chiamava Fido ed è morto", "avevi un cane che si chiamava Fido ed è morto"],
  ["Ho sempre pensato di non valere niente", "hai sempre pensato di non valere niente"],
  ["Mi hanno licenziato ieri", "ti hanno licenziato ieri"],
  ["Ciao, mi sento giù", "ti senti giù"],
  ["Mi sono sentita invisibile tutta la settimana", "ti sei sentita invisibile tutta la settimana"],
  ["Sono arrabbiata con me stessa", "sei arrabbiata con te stessa"],
  ["Faccio fatica ad alzarmi la mattina", "fai fatica ad alzarti la mattina"],
  ["Non riesco a smettere di pensarci", "non riesci a smettere di pensarci"],
  ["Mi preoccupo per mia figlia", "ti preoccupi per tua figlia"],
  ["Vado a lavoro ma non ho energia", "vai a lavoro ma non hai energia"],
  ["Non so se merito di essere felice", "non sai se meriti di essere felice"],
  ["Con il mio compagno litighiamo spesso", "con il tuo compagno litigate spesso"],
  ["Ci penso ogni giorno", "ci pensi ogni giorno"],
  ["Sono solo stanco", "sei solo stanco"],
  ["Le mie amiche non mi cercano più", "le tue amiche non ti cercano più"],
  ["Ho smesso di uscire con gli altri", "hai smesso di uscire con gli altri"],
  ["Dimmi cosa devo fare", undefined],
  ["Sono stanca e confusa", "sei stanca e confusa"],
  ["Non ne posso più di mio fratello", "non ne puoi più di tuo fratello"],
  ["Mi fa male la testa da giorni", "ti fa male la testa da giorni"],
  ["Ho perso il lavoro e ora sono disoccupato", "hai perso il lavoro e ora sei disoccupato"],
  ["Mia madre e mio padre sono separati", "tua madre e tuo padre sono separati"],
  ["Da quando è morto mio nonno non dormo più", "da quando è morto tuo nonno non dormi più"],
  ["Se sbaglio mi sento una fallita", "se sbagli ti senti una fallita"],
  ["Non so se merito di essere felice", "non sai se meriti di essere felice"],
  ["Mi trattano come se non esistessi", "ti trattano come se non esistessi"],
  ["Lei mi ha detto che non mi ama più", "lei ti ha detto che non ti ama più"],
  ["Ho 35 anni e mi sento in ritardo su tutto", "hai 35 anni e ti senti in ritardo su tutto"],
  ["Mi ritrovo sempre a piangere la sera", "ti ritrovi sempre a piangere la sera"],
  ["Vorrei andarmene lontano", "vorresti andartene lontano"],
  ["Mi piacerebbe tornare a dipingere", "ti piacerebbe tornare a dipingere"],
  ["Stamattina mi sono svegliato con l'ansia", "stamattina ti sei svegliato con l'ansia"],
  ["Sento che nessuno mi ascolta", "senti che nessuno ti ascolta"],
  ["Odio il mio corpo", "odi il tuo corpo"],
  ["Non riesco a perdonarmi", "non riesci a perdonarti"],
  ["Ho l'impressione di non essere abbastanza", "hai l'impressione di non essere abbastanza"],
  ["Non trovo un senso in quello che faccio", "non trovi un senso in quello che fai"],
  ["Vivo da sola da due anni", "vivi da sola da due anni"],
  ["C'ho l'ansia per domani", "c'hai l'ansia per domani"],
  ["M'ha fatto piangere", "t'ha fatto piangere"],
  ["Mi sono stufato di tutto", "ti sei stufato di tutto"],
  ["Tra me e me penso che sia colpa mia", "tra te e te pensi che sia colpa tua"],
  // issue 28: what a walk through the screens found said back wrong
  ["Luna, sono di nuovo io", "sei di nuovo tu"],
  ["Ciao Cogi, sono di nuovo io", "sei di nuovo tu"],
  ["Sono io, di nuovo", "sei tu, di nuovo"],
  ["Soprattutto la domenica sera penso a lui.", "soprattutto la domenica sera pensi a lui"],
  ["Spesso penso a lui", "spesso pensi a lui"],
  ["Proprio non ce la faccio", "proprio non ce la fai"],
  ["Adesso sto meglio", "adesso stai meglio"],
  ["Davvero non so cosa fare", "davvero non sai cosa fare"],
  ['Non so se voglio parlarne."', "non sai se vuoi parlarne"],
  ["Oggi, mi sento meglio", "oggi, ti senti meglio"],
  ["Mio figlio non dorme e io mi sento in colpa", "tuo figlio non dorme e tu ti senti in colpa"],
  ['Tu mi capisci?"', undefined],
]

describe("reflect: the user's words in the second person", () => {
  it.each(table)("%j → %j", (input, expected) => {
    expect(reflect(input)).toBe(expected)
  })
})

/** First-person words, checked independently of the responder's own lexicon. */
const FIRST_PERSON =
  /(?:^|\s)(?:io|mi|me|mio|mia|miei|mie|noi|nostr[oaie]|ho|sto|vado|faccio|posso|voglio|devo|riesco|sento|penso|vorrei|potrei|ero|avevo|m'\S*|\S+(?:[aei]r|ndo)m(?:i|ene))(?=\s|,|$)/i

const corpus = [
  "Mi sento come se non valessi niente",
  "Ho discusso con il mio migliore amico e adesso non mi risponde",
  "Da settimane non riesco a concentrarmi sullo studio",
  "Ogni volta che esco di casa mi viene l'ansia",
  "Vorrei dire a mia madre come mi sento ma non ci riesco",
  "Mi sono rotta di fingere che vada tutto bene",
  "Non dormo bene e mi sveglio stanco",
  "Il mio ragazzo dice che esagero sempre",
  "Penso di aver deluso tutti",
  "Non mi riconosco più allo specchio",
  "Ho iniziato un nuovo lavoro e mi sento fuori posto",
  "Mi manca tantissimo la mia nonna",
  "Sto cercando di capire cosa voglio davvero",
  "Ieri sera ho avuto un attacco di panico",
  "Non ho voglia di vedere nessuno",
  "Mi hanno detto che sono troppo sensibile",
  "Ho bisogno di sfogarmi con qualcuno",
  "Mi sono trasferito per lavoro e non conosco nessuno",
  "Con mio padre non parlo da due anni",
  "Vorrei smettere di rimuginare su tutto",
  "Io e mia moglie discutiamo per ogni cosa",
  "Non so come dirlo ai miei",
  "Mi arrabbio per niente e poi mi pento",
  "Ho la sensazione di perdere tempo",
  "Sono felice ma ho paura che finisca",
  "Mi piacerebbe ricominciare a dipingere",
  "Non riesco a smettere di mangiare quando sono nervosa",
  "Mi sento in colpa per aver lasciato il lavoro",
  "Ho passato la giornata a letto",
  "Mi sono iscritta in palestra ma non ci vado mai",
]

describe("reflect: no first-person word left over", () => {
  it.each(corpus)("%j", (input) => {
    const reflected = reflect(input)
    expect(reflected, "real-looking first-person sentences are reflected").toBeDefined()
    expect(reflected ?? "").not.toMatch(FIRST_PERSON)
    expect(hasFirstPersonLeft((reflected ?? "").split(" "))).toBe(false)
  })

  it("holds for every combination of opening, clause and ending", () => {
    const openings = ["", "Oggi ", "Ieri sera ", "Da qualche giorno ", "Sinceramente, ", "Boh, "]
    const clauses = [
      "mi sento persa",
      "non riesco a fidarmi di nessuno",
      "ho litigato con la mia coinquilina",
      "vorrei solo sparire per un po'",
      "mi chiedo se sto sbagliando tutto",
      "non ce la faccio a parlarne con mio marito",
      "sono stanco di dover sempre dimostrare qualcosa",
      "penso troppo a quello che pensano di me",
      "ho bisogno di riposarmi",
      "mi sono sentita giudicata dai miei colleghi",
    ]
    const endings = ["", ".", "!", "...", " e non so perché"]
    for (const opening of openings)
      for (const clause of clauses)
        for (const ending of endings) {
          const input = `${opening}${clause}${ending}`
          const reflected = reflect(input)
          expect(reflected, input).toBeDefined()
          expect(reflected ?? "", input).not.toMatch(FIRST_PERSON)
        }
  })

  it.each(["Tu mi capisci?", "Dimmi cosa devo fare", "Perché mi succede sempre?", "Aiutami, ti prego"])(
    "does not reflect a question or a request to the assistant (%j)",
    (input) => expect(reflect(input)).toBeUndefined(),
  )
})
