// must pass: the app composes features and shared folders
import { own } from "../features/alpha/api/own.ts"
import { shared } from "../lib/shared.ts"

export const routes = own + shared
