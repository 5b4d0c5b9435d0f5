// must pass: api/ tests may run the job handlers
import { job } from "../jobs/thing-job.ts"

export const good = job
