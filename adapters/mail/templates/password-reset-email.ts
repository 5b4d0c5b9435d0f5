import { linkTo } from "./italian-format.ts"
import { renderMail, type RenderedMail } from "./mail-layout.ts"

export interface PasswordResetEmailInput {
  readonly name: string
  readonly token: string
  readonly publicUrl: string
  /** The client route that reads `?token=`; not fixed by SPEC yet. */
  readonly path?: string
  readonly validHours?: number
}

/** Sent when a password reset is requested (by the user or by an administrator). */
export const passwordResetEmail = (input: PasswordResetEmailInput): RenderedMail => {
  const hours = input.validHours ?? 1
  return renderMail({
    subject: "Reimposta la password del tuo account Cogi",
    name: input.name,
    intro: ["abbiamo ricevuto una richiesta per reimpostare la password del tuo account Cogi."],
    action: {
      label: "Scegli una nuova password",
      url: linkTo(input.publicUrl, input.path ?? "/reset-password", { token: input.token }),
    },
    outro: [
      `Il link è valido per ${hours === 1 ? "1 ora" : `${hours} ore`}.`,
      // DESIGN §6: the data key opens only with the password or the recovery key; say plainly what a reset costs.
      "Una cosa importante: le tue conversazioni sono cifrate nel tuo browser con una chiave che possiedi solo tu. " +
        "Tienila a portata di mano: con la chiave di recupero che hai salvato alla registrazione restano leggibili; " +
        "senza, i messaggi delle sessioni precedenti non potranno più essere letti, nemmeno da noi.",
      "Se non hai chiesto tu di cambiare password, ignora questa email: la tua password resta quella di sempre.",
    ],
  })
}
