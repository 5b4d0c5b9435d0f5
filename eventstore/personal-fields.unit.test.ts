import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import type { SchemaAST } from "effect"
import { describe, expect, it } from "vitest"
import { personalFields } from "./event-codec.ts"

/*
 * Every text field of every event is either sealed with its user's key (`personalFields`: deleting the account
 * shreds it) or named below as not personal, with the reason. A new event, or a new text field of an event, fails
 * here until someone decides which it is. The events are found by walking the Schemas of every aggregate's
 * `domain/<aggregate>/*-events.ts`; a text field is any string in them, however deep (a struct, a union, an array).
 */

/** Why a field in clear holds nothing personal. */
type Reason =
  | "id" // a random id of ours or a user id
  | "instant" // an ISO-8601 time
  | "token hash" // the SHA-256 of a random token mailed to the user
  | "random salt" // random bytes for key derivation; also the first bytes of every record the browser encrypts
  | "browser ciphertext" // encrypted in the browser with the data key, whose every envelope is sealed (own key)
  | "catalogue" // a value of our own catalogue (a discount code, a package's currency), refused otherwise
  | "provider id" // an id the payment provider gave
  | "calendar day" // a YYYY-MM-DD day, without the time (the anonymous crisis counts)

const notPersonal: Readonly<Record<string, Reason>> = {
  "UserRegistered.userId": "id",
  "UserRegistered.encryptionSalt": "random salt",
  "UserRegistered.registeredAt": "instant",
  "ConsentGiven.userId": "id",
  "ConsentGiven.at": "instant",
  "EmailVerificationRequested.userId": "id",
  "EmailVerificationRequested.tokenHash": "token hash",
  "EmailVerificationRequested.expiresAt": "instant",
  "EmailVerificationRequested.requestedAt": "instant",
  "EmailVerified.userId": "id",
  "EmailVerified.at": "instant",
  "UserLoggedIn.userId": "id",
  "UserLoggedIn.at": "instant",
  "AssistantRenamed.userId": "id",
  "AssistantRenamed.at": "instant",
  "UserRenamed.userId": "id",
  "UserRenamed.at": "instant",
  "EmergencyContactChanged.userId": "id",
  "EmergencyContactChanged.at": "instant",
  "PasswordResetRequested.userId": "id",
  "PasswordResetRequested.tokenHash": "token hash",
  "PasswordResetRequested.expiresAt": "instant",
  "PasswordResetRequested.at": "instant",
  "PasswordChanged.userId": "id",
  "PasswordChanged.at": "instant",
  "DataKeyWrapped.userId": "id",
  "DataKeyWrapped.at": "instant",
  "CareNoteSet.userId": "id",
  "CareNoteSet.at": "instant",
  "UserDeleted.userId": "id",
  "UserDeleted.at": "instant",
  "UserDeleted.by": "id",
  "FreeSessionsGranted.userId": "id",
  "FreeSessionsGranted.at": "instant",
  "CreditsPurchased.userId": "id",
  "CreditsPurchased.checkoutId": "provider id",
  "CreditsPurchased.at": "instant",
  "SubscriptionActivated.userId": "id",
  "SubscriptionActivated.checkoutId": "provider id",
  "SubscriptionActivated.subscriptionId": "provider id",
  "SubscriptionActivated.periodStart": "instant",
  "SubscriptionActivated.expiresAt": "instant",
  "SubscriptionActivated.at": "instant",
  "SubscriptionRenewed.userId": "id",
  "SubscriptionRenewed.subscriptionId": "provider id",
  "SubscriptionRenewed.invoiceId": "provider id",
  "SubscriptionRenewed.periodStart": "instant",
  "SubscriptionRenewed.expiresAt": "instant",
  "SubscriptionRenewed.at": "instant",
  "SubscriptionCancelled.userId": "id",
  "SubscriptionCancelled.subscriptionId": "provider id",
  "SubscriptionCancelled.at": "instant",
  "CodeRedeemed.userId": "id",
  "CodeRedeemed.code": "catalogue",
  "CodeRedeemed.grant.until": "instant",
  "CodeRedeemed.at": "instant",
  "CreditReserved.userId": "id",
  "CreditReserved.chatId": "id",
  "CreditReserved.at": "instant",
  "CreditConsumed.userId": "id",
  "CreditConsumed.chatId": "id",
  "CreditConsumed.at": "instant",
  "CreditReleased.userId": "id",
  "CreditReleased.chatId": "id",
  "CreditReleased.at": "instant",
  "CheckoutStarted.checkoutId": "provider id",
  "CheckoutStarted.userId": "id",
  "CheckoutStarted.currency": "catalogue",
  "CheckoutStarted.at": "instant",
  "PaymentConfirmed.checkoutId": "provider id",
  "PaymentConfirmed.currency": "catalogue",
  "PaymentConfirmed.providerEventId": "provider id",
  "PaymentConfirmed.subscriptionId": "provider id",
  "PaymentConfirmed.at": "instant",
  "CheckoutExpired.checkoutId": "provider id",
  "CheckoutExpired.at": "instant",
  "ChatCreated.chatId": "id",
  "ChatCreated.userId": "id",
  "ChatCreated.at": "instant",
  "ChatTitled.chatId": "id",
  "ChatTitled.titleCiphertext": "browser ciphertext",
  "ChatTitled.at": "instant",
  "SessionStarted.chatId": "id",
  "SessionStarted.startedAt": "instant",
  "SessionStarted.endsAt": "instant",
  "MessageRecorded.chatId": "id",
  "MessageRecorded.messageId": "id",
  "MessageRecorded.ciphertext": "browser ciphertext",
  "MessageRecorded.at": "instant",
  "ApproachChanged.chatId": "id",
  "ApproachChanged.at": "instant",
  "SessionExtended.chatId": "id",
  "SessionExtended.newEndsAt": "instant",
  "SessionExtended.at": "instant",
  "SessionResumed.chatId": "id",
  "SessionResumed.newEndsAt": "instant",
  "SessionResumed.at": "instant",
  "NextSessionScheduled.chatId": "id",
  "NextSessionScheduled.at": "instant",
  "SessionCompleted.chatId": "id",
  "SessionCompleted.at": "instant",
  "ExchangeSuperseded.chatId": "id",
  "ExchangeSuperseded.messageIds[]": "id",
  "ExchangeSuperseded.at": "instant",
  "ChatDeleted.chatId": "id",
  "ChatDeleted.at": "instant",
  "AppointmentScheduled.appointmentId": "id",
  "AppointmentScheduled.userId": "id",
  "AppointmentScheduled.scheduledAt": "instant",
  "AppointmentScheduled.at": "instant",
  "ReminderSent.appointmentId": "id",
  "ReminderSent.at": "instant",
  "AppointmentCancelled.appointmentId": "id",
  "AppointmentCancelled.at": "instant",
  "CrisisCardShown.day": "calendar day",
  "VaultSaved.userId": "id",
  "VaultSaved.ciphertext": "browser ciphertext",
  "VaultSaved.at": "instant",
  "SummarySaved.userId": "id",
  "SummarySaved.summaryId": "id",
  "SummarySaved.chatId": "id",
  "SummarySaved.at": "instant",
  "SummaryEdited.userId": "id",
  "SummaryEdited.summaryId": "id",
  "SummaryEdited.at": "instant",
  "SummaryDeleted.userId": "id",
  "SummaryDeleted.summaryId": "id",
  "SummaryDeleted.at": "instant",
  "MemorySet.userId": "id",
  "MemorySet.at": "instant",
  "SummaryMemoryChosen.userId": "id",
  "SummaryMemoryChosen.summaryId": "id",
  "SummaryMemoryChosen.at": "instant",
  "MoodRecorded.userId": "id",
  "MoodRecorded.moodId": "id",
  "MoodRecorded.chatId": "id",
  "MoodRecorded.at": "instant",
  "MoodDeleted.userId": "id",
  "MoodDeleted.moodId": "id",
  "MoodDeleted.at": "instant",
  "VisitNoteSaved.userId": "id",
  "VisitNoteSaved.at": "instant",
  "VisitNoteDeleted.userId": "id",
  "VisitNoteDeleted.at": "instant",
}

const domainDir = join(import.meta.dirname, "..", "domain")

/** Every event Schema of every aggregate: the exported structs with a `_tag` literal and a `schemaVersion`. */
const eventSchemas = async () => {
  const events = new Map<string, SchemaAST.Objects>()
  for (const aggregate of await readdir(domainDir, { withFileTypes: true })) {
    if (!aggregate.isDirectory()) continue
    const files = (await readdir(join(domainDir, aggregate.name))).filter((f) => f.endsWith("-events.ts"))
    for (const file of files) {
      const module = (await import(join(domainDir, aggregate.name, file))) as Record<string, unknown>
      for (const value of Object.values(module)) {
        const ast = (value as { ast?: SchemaAST.AST } | null)?.ast
        if (ast?._tag !== "Objects") continue
        const tag = ast.propertySignatures.find((p) => p.name === "_tag")?.type
        const versioned = ast.propertySignatures.some((p) => p.name === "schemaVersion")
        if (tag?._tag === "Literal" && typeof tag.literal === "string" && versioned)
          events.set(tag.literal, ast)
      }
    }
  }
  return events
}

/** The paths of the text values a Schema holds (`a.b`, `a[]`); a shape not known here counts as text. */
const textPaths = (ast: SchemaAST.AST, path: string): ReadonlyArray<string> => {
  switch (ast._tag) {
    case "String":
    case "TemplateLiteral":
    case "Declaration":
    case "Unknown":
    case "Any":
      return [path]
    case "Objects":
      return [
        ...ast.propertySignatures.flatMap((p) => textPaths(p.type, `${path}.${String(p.name)}`)),
        ...ast.indexSignatures.flatMap((s) => [
          ...textPaths(s.parameter, path),
          ...textPaths(s.type, `${path}.*`),
        ]),
      ]
    case "Union":
      return [...new Set(ast.types.flatMap((t) => textPaths(t, path)))]
    case "Arrays":
      return [...new Set([...ast.elements, ...ast.rest].flatMap((t) => textPaths(t, `${path}[]`)))]
    case "Suspend":
      return textPaths(ast.thunk(), path)
    default:
      return []
  }
}

const events = await eventSchemas()
const fieldsOf = (type: string) => events.get(type)?.propertySignatures.map((p) => String(p.name)) ?? []

describe("personal fields of events", () => {
  it("finds the events of every aggregate", () => {
    expect(events.size).toBeGreaterThanOrEqual(45)
    for (const type of [
      "UserRegistered",
      "DataKeyWrapped",
      "NextSessionScheduled",
      "MoodRecorded",
      "VaultSaved",
    ])
      expect(events.has(type), type).toBe(true)
  })

  it("seals every text field that is not on the list of what is not personal", () => {
    const unsealed = [...events].flatMap(([type, ast]) =>
      textPaths(ast, type).filter((path) => {
        const field = path.split(/[.[]/)[1] ?? ""
        return !(personalFields[type] ?? []).includes(field) && notPersonal[path] === undefined
      }),
    )
    expect(unsealed, "text in clear: seal it (event-codec.ts) or say why it is not personal").toEqual([])
  })

  it("names only fields that exist, on both lists", () => {
    const known = new Set([...events].flatMap(([type, ast]) => textPaths(ast, type)))
    expect(Object.keys(notPersonal).filter((path) => !known.has(path))).toEqual([])
    const sealedMissing = Object.entries(personalFields).flatMap(([type, fields]) =>
      fields.filter((f) => !fieldsOf(type).includes(f)).map((f) => `${type}.${f}`),
    )
    expect(sealedMissing).toEqual([])
  })

  it("finds every event: no Schema with a schemaVersion lives outside a *-events.ts file", async () => {
    const outside: Array<string> = []
    for (const aggregate of await readdir(domainDir, { withFileTypes: true })) {
      if (!aggregate.isDirectory()) continue
      for (const file of await readdir(join(domainDir, aggregate.name))) {
        if (!file.endsWith(".ts") || file.endsWith("-events.ts") || file.includes(".test.")) continue
        const text = await readFile(join(domainDir, aggregate.name, file), "utf8")
        if (/schemaVersion:\s*SchemaVersion/.test(text)) outside.push(`${aggregate.name}/${file}`)
      }
    }
    expect(outside).toEqual([])
  })
})
