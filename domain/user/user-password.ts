import { Result } from "effect"
import { PASSWORD_MIN_LENGTH } from "../shared/constants.ts"
import { PasswordTooShort } from "./user-errors.ts"

/** Checked on the plaintext before it is hashed (the decider only ever sees the hash). */
export const validatePassword = (password: string): Result.Result<string, PasswordTooShort> =>
  password.length >= PASSWORD_MIN_LENGTH
    ? Result.succeed(password)
    : Result.fail(new PasswordTooShort({ minLength: PASSWORD_MIN_LENGTH }))
