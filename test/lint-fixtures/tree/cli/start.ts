// must pass: cli/ wires commands/, jobs/, the core and starts api/server.ts
import { serve } from "../api/server.ts"
import { job } from "../jobs/thing-job.ts"
import { useCase } from "../commands/use-case.ts"
import { Db } from "../eventstore/db.ts"

export const start = [serve, job, useCase, Db]
