import { linkTo } from "./italian-format.ts"
import { renderMail, type RenderedMail } from "./mail-layout.ts"

export interface SignUpAttemptEmailInput {
  readonly name: string
  /** PUBLIC_URL, e.g. https://cogi.example.com */
  readonly publicUrl: string
}

/**
 * Sent to the owner of a verified address when someone signs up with it: the sign-up itself answers as for any
 * address, so the owner (often someone who forgot having an account) learns here how to get back in.
 */
export const signUpAttemptEmail = (input: SignUpAttemptEmailInput): RenderedMail =>
  renderMail({
    subject: "Qualcuno ha provato a registrarsi con il tuo indirizzo",
    name: input.name,
    intro: [
      "qualcuno ha provato a registrarsi su Cogi con il tuo indirizzo email, che ha già un account.",
      "Se eri tu, accedi con la password di sempre, oppure reimposta la password se non la ricordi. Il tuo account, le tue conversazioni e la tua chiave di recupero restano quelli di prima: la chiave di recupero mostrata durante il nuovo tentativo non vale.",
    ],
    action: { label: "Accedi a Cogi", url: linkTo(input.publicUrl, "/login") },
    secondaryAction: {
      label: "Reimposta la password",
      url: linkTo(input.publicUrl, "/forgot-password"),
    },
    outro: [
      "Se non eri tu, non devi fare nulla: nessun nuovo account è stato creato e il tuo non è cambiato.",
    ],
  })
