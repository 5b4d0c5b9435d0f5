// must pass: job handlers run use cases from commands/
import { useCase } from "../commands/use-case.ts"

export const job = useCase
