// must fail: contract-is-browser-safe
import { useCase } from "../commands/use-case.ts"

export const bad = useCase
