import { decryptText, type Keyring } from "../../../lib/crypto/message-crypto.ts"
import { fromVaultText, SECTIONS, type SafetyPlan } from "../../../lib/safety-plan-record.ts"
import type { ExportSources } from "../api/export-sources.ts"

/** The safety plan in the export: its sections in clear, when it was saved; null when none was written. */
export type ExportedSafetyPlan = {
  readonly updated_at: string | null
  /** null: the vault could not be opened with this account's keys. */
  readonly sections: ReadonlyArray<{ readonly title: string; readonly items: ReadonlyArray<string> }> | null
} | null

/** The vault decrypted here, in the browser, like the conversations. */
export const openSafetyPlan = async (
  sources: ExportSources,
  keyring: Keyring,
): Promise<ExportedSafetyPlan> => {
  const { ciphertext, updated_at } = sources.vault
  if (ciphertext === null) return null
  const plan: SafetyPlan | null = await decryptText(keyring, ciphertext)
    .then(fromVaultText)
    .catch(() => null)
  return {
    updated_at,
    sections:
      plan === null ? null : SECTIONS.map((section) => ({ title: section.title, items: plan[section.id] })),
  }
}

export const safetyPlanMarkdown = (
  plan: ExportedSafetyPlan,
  dateIt: (iso: string) => string,
): ReadonlyArray<string> => [
  `## Il mio piano di sicurezza`,
  ``,
  ...(plan === null
    ? ["Nessun piano di sicurezza salvato."]
    : plan.sections === null
      ? ["[non leggibile: cifrato con una chiave che questo account non ha più]"]
      : [
          ...(plan.updated_at === null ? [] : [`Aggiornato il ${dateIt(plan.updated_at)}.`, ``]),
          ...plan.sections.flatMap((section) => [
            `### ${section.title}`,
            ``,
            ...(section.items.length === 0 ? ["(vuoto)"] : section.items.map((item) => `- ${item}`)),
            ``,
          ]),
        ]),
  ``,
]
