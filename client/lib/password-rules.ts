/** SPEC §5/§9: a password has at least 6 characters (the server's rule: domain/shared/constants.ts). */
export const PASSWORD_MIN_LENGTH = 6
export const PASSWORD_TOO_SHORT = `La password deve essere di almeno ${PASSWORD_MIN_LENGTH} caratteri`
export const PASSWORDS_DIFFER = "Le password non coincidono"
