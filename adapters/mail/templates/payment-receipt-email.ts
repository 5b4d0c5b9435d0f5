import { formatAmount, formatItalianDate, formatItalianTime, linkTo } from "./italian-format.ts"
import { renderMail, type RenderedMail } from "./mail-layout.ts"

export interface PaymentReceiptEmailInput {
  readonly name: string
  readonly packageType: "single_session" | "monthly_subscription"
  readonly amountCents: number
  readonly currency: string
  readonly paidAt: Date
  /** The provider's checkout session or invoice id, shown as the transaction id. */
  readonly transactionId: string
  readonly publicUrl: string
  /** A subscription renewal (invoice.paid on a new period) rather than the first purchase. */
  readonly renewal?: boolean
  /** The local checkout provider: no money moved, and the mail must say so. */
  readonly localTestMode?: boolean
}

const packages = {
  single_session: { label: "Sessione singola", includes: "1 sessione da 30 minuti" },
  monthly_subscription: {
    label: "Abbonamento mensile",
    includes: "8 sessioni da 30 minuti, valide 30 giorni",
  },
} as const

/** Sent when a payment is confirmed, for a purchase or a subscription renewal. */
export const paymentReceiptEmail = (input: PaymentReceiptEmailInput): RenderedMail => {
  const pkg = packages[input.packageType]
  return renderMail({
    subject: input.renewal
      ? "Il tuo abbonamento Cogi è stato rinnovato"
      : "Grazie! Ecco la ricevuta del tuo acquisto su Cogi",
    name: input.name,
    intro: [
      input.renewal
        ? "il tuo abbonamento mensile si è rinnovato: hai di nuovo le tue sessioni a disposizione."
        : "grazie per il tuo acquisto! Il pagamento è andato a buon fine e le sessioni sono già disponibili.",
      ...(input.localTestMode
        ? ["Modalità di prova locale: nessun addebito reale, nessun denaro è stato trasferito."]
        : []),
    ],
    details: [
      ["Pacchetto", pkg.label],
      ["Comprende", pkg.includes],
      ["Importo", formatAmount(input.amountCents, input.currency)],
      ["Data", `${formatItalianDate(input.paidAt)}, ${formatItalianTime(input.paidAt)}`],
      ["ID transazione", input.transactionId],
    ],
    action: { label: "Inizia una sessione", url: linkTo(input.publicUrl, "/dashboard") },
    outro: ["Conserva questa email come riepilogo del pagamento."],
  })
}
