// A value import from the contract: it would pull Effect and Schema into the browser bundle.
import { ValidationError } from "../../../../../../api/contract/errors.ts"

export const error = new ValidationError({ detail: "x" })
