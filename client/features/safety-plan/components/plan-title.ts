/** The plan's name, on its button and as its dialog's title. */
export const PLAN_TITLE = "Il mio piano di sicurezza"
