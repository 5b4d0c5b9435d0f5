// must fail: commands-below-the-edges
import { job } from "../jobs/thing-job.ts"

export const bad = job
