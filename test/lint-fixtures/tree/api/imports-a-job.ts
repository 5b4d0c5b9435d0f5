// must fail: api-not-jobs-or-cli
import { job } from "../jobs/thing-job.ts"

export const bad = job
