import { linkTo } from "./italian-format.ts"
import { renderMail, type RenderedMail } from "./mail-layout.ts"

export interface VerificationEmailInput {
  readonly name: string
  readonly token: string
  /** PUBLIC_URL, e.g. https://cogi.example.com */
  readonly publicUrl: string
}

/** Matches the token lifetime the user domain gives verification links. */
export const verificationLinkValidHours = 24

const verifyLink = (input: VerificationEmailInput) =>
  linkTo(input.publicUrl, "/verify-email", { token: input.token })

/** Sent right after registration. */
export const verificationEmail = (input: VerificationEmailInput): RenderedMail =>
  renderMail({
    subject: "Conferma la tua email: è l'ultimo passo per iniziare",
    name: input.name,
    intro: [
      "ti diamo il benvenuto su Cogi! Siamo felici che tu sia qui.",
      "Per attivare il tuo account manca solo un passaggio: conferma il tuo indirizzo email.",
    ],
    action: { label: "Conferma la mia email", url: verifyLink(input) },
    outro: [
      `Il link è valido per ${verificationLinkValidHours} ore.`,
      "Se non hai creato tu un account su Cogi, puoi ignorare questa email: senza conferma l'account non verrà attivato.",
    ],
  })

/** Sent when the user asks for a new verification link. */
export const verificationResendEmail = (input: VerificationEmailInput): RenderedMail =>
  renderMail({
    subject: "Ecco il tuo nuovo link per confermare l'email",
    name: input.name,
    intro: ["ci hai chiesto un nuovo link per confermare il tuo indirizzo email. Eccolo qui."],
    action: { label: "Conferma la mia email", url: verifyLink(input) },
    outro: [
      `Il link è valido per ${verificationLinkValidHours} ore. Se hai ricevuto più email, usa quella più recente.`,
      "Se la richiesta non è partita da te, puoi ignorare questa email.",
    ],
  })

/**
 * Sent when someone signs up again with an address whose account is not verified yet: the account made first
 * stays, with the password chosen then (the second sign-up changed nothing).
 */
export const verificationAgainEmail = (input: VerificationEmailInput): RenderedMail =>
  renderMail({
    subject: "Conferma la tua email per accedere a Cogi",
    name: input.name,
    intro: [
      "qualcuno, forse tu, ha provato a registrarsi su Cogi con questo indirizzo, che ha già un account in attesa di conferma.",
      "Se eri tu: conferma l'indirizzo con il pulsante qui sotto, poi accedi con la password che avevi scelto la prima volta. Se non la ricordi, dopo la conferma puoi reimpostarla dalla pagina di accesso.",
    ],
    action: { label: "Conferma la mia email", url: verifyLink(input) },
    outro: [
      `Il link è valido per ${verificationLinkValidHours} ore. Se hai ricevuto più email, usa quella più recente.`,
      "La chiave di recupero mostrata durante questo secondo tentativo non vale: vale quella che hai salvato la prima volta.",
      "Se non eri tu, puoi ignorare questa email: senza conferma l'account non verrà attivato.",
    ],
  })
