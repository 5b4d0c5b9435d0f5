import { EMERGENCY_NUMBER, ANTIVIOLENZA, TELEFONO_AMICO, TELEFONO_AZZURRO } from "./crisis-resources.ts"

/**
 * "Parla con una persona" (issue 27): Italian human help, sorted by what the person needs. Every number, hour
 * and rule names the official page it was taken from (`source`), so that it can be checked and updated here,
 * in the one copy the page and the tests read. The four crisis lines are the crisis card's own entries.
 * Where an official deep link could not be checked, the source is the institution's home page (Ministero della
 * Salute, INPS), where the page is found by its name. Last checked: 2026-11-27.
 */
export interface HumanHelpEntry {
  readonly name: string
  /** As written for people, with spaces; absent for help that has no single national number. */
  readonly phone?: string
  /** For `tel:` links: digits only. */
  readonly dial?: string
  /** When it answers, in plain words; `hoursVary` when they change by place or season. */
  readonly hours: string
  readonly hoursVary: boolean
  readonly description: string
  /** The official page the number, hours and rules come from (null: plain advice, with none of them). */
  readonly source: string | null
}

export interface HumanHelpSection {
  readonly id: "now" | "this_week" | "psychologist"
  readonly title: string
  readonly intro: string
  readonly entries: ReadonlyArray<HumanHelpEntry>
}

const crisisLine = (
  resource: { readonly name: string; readonly phone: string; readonly dial: string },
  more: Omit<HumanHelpEntry, "name" | "phone" | "dial">,
): HumanHelpEntry => ({ name: resource.name, phone: resource.phone, dial: resource.dial, ...more })

export const HUMAN_HELP: ReadonlyArray<HumanHelpSection> = [
  {
    id: "now",
    title: "Adesso",
    intro:
      "Se senti di non farcela o sei in pericolo, chiama ora. Rispondono persone vere, e puoi restare anonimo.",
    entries: [
      crisisLine(EMERGENCY_NUMBER, {
        hours: "24 ore su 24, tutti i giorni. Gratuito, anche senza credito.",
        hoursVary: false,
        description:
          "Se tu o qualcun altro siete in pericolo immediato: ambulanza, polizia, vigili del fuoco.",
        source: "https://digital-strategy.ec.europa.eu/en/policies/112",
      }),
      crisisLine(TELEFONO_AMICO, {
        hours: "Tutti i giorni dalle 9 a mezzanotte.",
        hoursVary: false,
        description: "Volontari che ascoltano, senza giudicare, chi sta attraversando un momento difficile.",
        source: "https://www.telefonoamico.it/",
      }),
      {
        name: "Samaritans",
        phone: "06 7720 8977",
        dial: "0677208977",
        hours: "Tutti i giorni dalle 13 alle 22.",
        hoursVary: false,
        description:
          "Ascolto anonimo per chi è in crisi o pensa al suicidio, e per chi è preoccupato per qualcuno.",
        source: "https://www.samaritansonlus.org/",
      },
      crisisLine(TELEFONO_AZZURRO, {
        hours: "24 ore su 24, tutti i giorni.",
        hoursVary: false,
        description:
          "Per bambini, ragazzi e ragazze fino a 18 anni, e per gli adulti che si preoccupano per loro.",
        source: "https://azzurro.it/",
      }),
      {
        name: "Emergenza infanzia",
        phone: "114",
        dial: "114",
        hours: "24 ore su 24, tutti i giorni. Gratuito.",
        hoursVary: false,
        description: "Per segnalare un pericolo o una violenza che riguarda un bambino o un ragazzo.",
        source: "https://www.114.it/",
      },
      crisisLine(ANTIVIOLENZA, {
        hours: "24 ore su 24, tutti i giorni. Gratuito, anche in più lingue.",
        hoursVary: false,
        description: "Contro la violenza e lo stalking: ascolto anonimo e i centri antiviolenza vicino a te.",
        source: "https://www.1522.eu/",
      }),
    ],
  },
  {
    id: "this_week",
    title: "Questa settimana",
    intro: "Se non è un'emergenza ma stai male da un po', questi servizi pubblici ci sono per te.",
    entries: [
      {
        name: "Il tuo medico di famiglia",
        hours: "Negli orari del suo studio, che cambiano da medico a medico.",
        hoursVary: true,
        description:
          "Puoi parlargli di come stai, non solo del corpo: ti ascolta, ti consiglia e, se serve, ti indirizza " +
          "ai servizi di salute mentale.",
        source: "https://www.salute.gov.it/",
      },
      {
        name: "Guardia medica (continuità assistenziale)",
        phone: "116117",
        dial: "116117",
        hours:
          "La notte, nei fine settimana e nei festivi. Il 116117 non è ancora attivo in tutte le regioni: " +
          "dove non lo è, il numero della guardia medica è sul sito della tua ASL.",
        hoursVary: true,
        description: "Quando il medico di famiglia non c'è e la cosa non è un'emergenza.",
        source: "https://www.salute.gov.it/",
      },
      {
        name: "Centro di Salute Mentale (CSM) della tua ASL",
        hours: "Di solito nei giorni feriali, di giorno: gli orari cambiano da centro a centro.",
        hoursVary: true,
        description:
          "Psichiatri, psicologi e infermieri del servizio pubblico. È gratuito e ci puoi andare direttamente, " +
          "senza impegnativa del medico. Lo trovi sul sito della tua ASL.",
        source: "https://www.salute.gov.it/",
      },
      {
        name: "Consultorio familiare",
        hours: "Gli orari cambiano da consultorio a consultorio.",
        hoursVary: true,
        description:
          "Sostegno psicologico per te, la coppia e la famiglia, gratuito e senza impegnativa. Lo trovi sul sito " +
          "della tua ASL.",
        source: "https://www.salute.gov.it/",
      },
      {
        name: "Lo sportello d'ascolto della tua università",
        hours: "Su appuntamento, negli orari che l'ateneo indica.",
        hoursVary: true,
        description:
          "Se studi all'università, cerca sul sito del tuo ateneo il servizio di counseling psicologico per " +
          "studenti: molti atenei ne hanno uno, spesso gratuito.",
        source: null,
      },
    ],
  },
  {
    id: "psychologist",
    title: "Uno psicologo",
    intro:
      "Per un percorso con un professionista: ecco come trovarne uno iscritto all'Albo e chi può aiutarti a pagarlo.",
    entries: [
      {
        name: "Trovare uno psicologo iscritto all'Albo",
        hours: "Online, quando vuoi.",
        hoursVary: false,
        description:
          "Ogni psicologo deve essere iscritto all'Ordine degli Psicologi della sua regione. Sul sito del " +
          "Consiglio Nazionale trovi l'Albo, dove controllare un nome, e i siti degli Ordini regionali, che " +
          "spesso elencano i professionisti per zona.",
        source: "https://www.psy.it/",
      },
      {
        name: "Bonus psicologo",
        hours:
          "Le domande si presentano online all'INPS in una finestra che cambia ogni anno (nel 2025: dal 15 " +
          "settembre al 14 novembre): controlla le date sul sito dell'INPS.",
        hoursVary: true,
        description:
          "Un contributo per le sedute di psicoterapia, fino a 50 euro a seduta, per chi risiede in Italia con un " +
          "ISEE fino a 50.000 euro: in tutto fino a 1.500 euro con ISEE sotto i 15.000, fino a 1.000 euro tra " +
          "15.000 e 30.000, fino a 500 euro tra 30.000 e 50.000. Si usa con uno psicoterapeuta che aderisce.",
        // amounts and the 2025 window as INPS published them, also in a municipality's notice:
        // https://comune.sarezzo.bs.it/notizie/3463024/bonus-psicologo-2025-contributo-spese-psicoterapia
        source: "https://www.inps.it/",
      },
    ],
  },
]
