/** One outgoing mail; templates in ./templates produce everything but `to`. */
export interface MailMessage {
  readonly to: string
  readonly subject: string
  readonly text: string
  readonly html: string
}
