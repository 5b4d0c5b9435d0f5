import { vars } from "./theme.css.ts"

/** The four tones of what the app tells (notices, status badges): a soft background and a strong colour each. */
export const tones = {
  info: { soft: vars.color.infoSoft, strong: vars.color.info },
  success: { soft: vars.color.successSoft, strong: vars.color.success },
  warning: { soft: vars.color.accentSoft, strong: vars.color.accent },
  error: { soft: vars.color.dangerSoft, strong: vars.color.danger },
} as const

export type Tone = keyof typeof tones
