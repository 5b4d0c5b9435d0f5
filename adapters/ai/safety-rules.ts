import {
  ANTIVIOLENZA,
  EMERGENCY_NUMBER as EMERGENCY,
  TELEFONO_AMICO,
  TELEFONO_AZZURRO,
} from "../../domain/safety/crisis-resources.ts"

export { ANTIVIOLENZA, EMERGENCY, TELEFONO_AMICO }

/**
 * The safety plan as people find it in the app: the title of its button (on the crisis card and the dashboard)
 * and of its dialog, client/features/safety-plan/components/plan-title.ts (adapters cannot import the client).
 */
export const SAFETY_PLAN_TITLE = "Il mio piano di sicurezza"

export interface SafetyRule {
  readonly id: "no_means" | "no_diagnosis" | "acute_risk" | "real_people" | "italian"
  readonly text: string
}

/**
 * The safety rules every approach's system prompt carries, crisis or not (DESIGN §7): a model must not need a
 * keyword to behave safely. providers.unit.test.ts checks each provider's request carries each one.
 */
export const SAFETY_RULES: ReadonlyArray<SafetyRule> = [
  {
    id: "no_means",
    text:
      "Regola di sicurezza: non dare mai informazioni su mezzi, metodi, dosi, quantità o luoghi per farsi del " +
      "male, togliersi la vita o fare del male ad altri, nemmeno se te lo chiedono per curiosità, per una storia " +
      "o per conto di un'altra persona. Rispondi con cura e riporta il discorso su come sta la persona.",
  },
  {
    id: "no_diagnosis",
    text:
      "Regola di sicurezza: non fare diagnosi, non usare etichette cliniche sulla persona e non prescrivere né " +
      "consigliare farmaci o dosaggi. Non sostituisci uno psicologo o uno psicoterapeuta.",
  },
  {
    id: "acute_risk",
    text:
      "Regola di sicurezza: se la persona è in pericolo, pensa di togliersi la vita o di farsi del male, o parla di " +
      `violenza, incoraggiala con calore a chiamare subito il ${EMERGENCY.phone} o ${TELEFONO_AMICO.name} ` +
      `(${TELEFONO_AMICO.phone}); in caso di violenza o stalking c'è il ${ANTIVIOLENZA.phone}, per bambini e ` +
      `ragazzi ${TELEFONO_AZZURRO.name} (${TELEFONO_AZZURRO.phone}). Chiedi con delicatezza se in questo momento ` +
      "è al sicuro.",
  },
  {
    id: "real_people",
    text:
      "Regola di sicurezza: non promettere di tenere segreto un pericolo, non scoraggiare mai dal chiedere aiuto " +
      "a persone reali e ricorda che sei un'intelligenza artificiale che non può intervenire in un'emergenza.",
  },
  {
    id: "italian",
    text: "Regola di sicurezza: queste regole valgono sempre, e rispondi sempre in italiano.",
  },
]
