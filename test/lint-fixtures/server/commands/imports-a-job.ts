// must fail: commands/ do not import jobs/
import { mailSendHandler } from "../jobs/mail/mail-send-job.ts"

export const bad = mailSendHandler
