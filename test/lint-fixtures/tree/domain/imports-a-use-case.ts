// must fail: domain-is-pure, core-below-commands
import { useCase } from "../commands/use-case.ts"

export const bad = useCase
