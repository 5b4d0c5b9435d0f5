export { MailError } from "./mail-errors.ts"
export type { MailMessage } from "./mail-message.ts"
export { Mailer, defaultMailFrom, type SmtpOptions } from "./mailer.ts"
export { latestFor, listOutbox, type OutboxMail } from "./outbox.ts"
export { renderMailboxPage } from "./mailbox-page.ts"
export {
  appointmentConfirmationEmail,
  appointmentReminderEmail,
  type ReminderKind,
} from "./templates/appointment-emails.ts"
export type { RenderedMail } from "./templates/mail-layout.ts"
export { passwordResetEmail } from "./templates/password-reset-email.ts"
export { paymentReceiptEmail } from "./templates/payment-receipt-email.ts"
export {
  verificationEmail,
  verificationLinkValidHours,
  verificationResendEmail,
} from "./templates/verification-emails.ts"
