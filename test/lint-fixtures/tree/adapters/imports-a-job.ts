// must fail: adapters-import-eventstore-and-domain
import { job } from "../jobs/thing-job.ts"

export const bad = job
