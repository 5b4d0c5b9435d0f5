// must fail: client-speaks-only-the-contract
import { useCase } from "../../commands/use-case.ts"

export const bad = useCase
