import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useAtomValue } from "jotai"

import { useCurrentUser } from "../../../lib/auth/use-auth.ts"
import { useCrisisCard } from "../../../lib/crisis-card.ts"
import { keyringAtom } from "../../../lib/crypto/keyring-atom.ts"
import { decryptText, encryptText } from "../../../lib/crypto/message-crypto.ts"
import { useSaveVault, useVault } from "../api/vault.ts"
import { fromVaultText, newPlan, toVaultText, type SafetyPlan } from "./safety-plan.ts"

export type PlanState =
  | { readonly status: "loading" }
  | { readonly status: "locked" }
  | { readonly status: "ready"; readonly plan: SafetyPlan; readonly saved: boolean }

const planKey = (ciphertext: string | null) => ["safety-plan", ciphertext] as const

/** The user's plan, decrypted in the browser; a new one is prefilled with the crisis numbers and the contact. */
export const useSafetyPlan = (open: boolean) => {
  const user = useCurrentUser()
  const keyring = useAtomValue(keyringAtom)
  const queryClient = useQueryClient()
  const vault = useVault(open)
  const card = useCrisisCard()
  const save = useSaveVault()
  const ciphertext = vault.data?.ciphertext ?? null
  const decrypted = useQuery({
    queryKey: planKey(ciphertext),
    queryFn: async () =>
      keyring === null || ciphertext === null ? null : fromVaultText(await decryptText(keyring, ciphertext)),
    enabled: open && keyring !== null && ciphertext !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })

  const state: PlanState =
    keyring === null
      ? { status: "locked" }
      : vault.data === undefined || card.data === undefined
        ? { status: "loading" }
        : ciphertext === null
          ? {
              status: "ready",
              plan: newPlan(card.data.resources, user?.emergency_contact ?? null),
              saved: false,
            }
          : decrypted.isPending
            ? { status: "loading" }
            : decrypted.data === null || decrypted.data === undefined
              ? { status: "locked" }
              : { status: "ready", plan: decrypted.data, saved: true }

  const persist = async (plan: SafetyPlan) => {
    if (keyring === null || user === null) throw new Error("Errore nella crittografia del messaggio")
    const sealed = await encryptText(keyring, user.encryption_salt, toVaultText(plan))
    queryClient.setQueryData(planKey(sealed), plan)
    await save.mutateAsync(sealed)
  }

  return { state, persist, saving: save.isPending, failed: vault.isError || card.isError }
}
