// must fail: core-below-commands
import { useCase } from "../commands/use-case.ts"

export const bad = useCase
