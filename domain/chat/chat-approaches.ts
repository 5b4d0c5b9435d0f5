import type { Approach } from "./chat-events.ts"

/** GET /therapeutic-approaches. Names are the SPEC §3 labels. */
export const THERAPEUTIC_APPROACHES: ReadonlyArray<{
  readonly id: Approach
  readonly name: string
  readonly description: string
}> = [
  {
    id: "claude",
    name: "Profondo e riflessivo",
    description: "Conversazioni calme e approfondite, per esplorare con attenzione pensieri ed emozioni.",
  },
  {
    id: "gpt",
    name: "Equilibrato e versatile",
    description: "Un sostegno pratico ed equilibrato, adatto a ogni tipo di conversazione.",
  },
  {
    id: "gemini",
    name: "Creativo con supporto visivo",
    description: "Un approccio creativo che accoglie anche le immagini che condividi.",
  },
]
