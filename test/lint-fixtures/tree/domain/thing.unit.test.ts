// must pass: a domain test imports the domain, effect, the test runner and test/support
import { expect, it } from "vitest"
import { given } from "../test/support/given.ts"
import { Thing } from "./thing.ts"

it("is pure", () => expect(given(Thing)).toBeDefined())
