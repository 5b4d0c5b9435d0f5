// must fail: api/ reaches jobs/ only through commands/
import { effectJob } from "../jobs/effect-job.ts"

export const bad = effectJob
