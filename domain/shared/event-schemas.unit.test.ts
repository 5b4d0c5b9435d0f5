import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { AppointmentEvent } from "../appointment/appointment-events.ts"
import { ChatEvent } from "../chat/chat-events.ts"
import {
  completed,
  created,
  deleted,
  extended,
  message,
  started,
  superseded,
} from "../../test/support/domain/chat-fixtures.ts"
import { CheckoutEvent } from "../checkout/checkout-events.ts"
import { UserEvent } from "../user/user-events.ts"
import { WalletEvent } from "../wallet/wallet-events.ts"
import {
  codeRedeemed,
  consumed,
  freeGranted,
  purchased,
  released,
  reserved,
  subscriptionActivated,
} from "../../test/support/domain/wallet-fixtures.ts"
import { at } from "../../test/support/domain/test-instants.ts"

/** What the event store does: JSON out, JSON in, decode with the union schema. */
const roundTrip = (schema: Schema.Top & { readonly Type: unknown }, events: ReadonlyArray<unknown>) => {
  for (const event of events) {
    const decoded = Schema.decodeUnknownSync(schema as Schema.Codec<unknown, unknown>)(
      JSON.parse(JSON.stringify(event)),
    )
    expect(decoded).toEqual(event)
  }
}

describe("event schemas", () => {
  it("round-trip user events", () =>
    roundTrip(UserEvent, [
      {
        _tag: "UserRegistered",
        schemaVersion: 1,
        userId: "u",
        name: "Anna",
        email: "a@b.it",
        passwordHash: "h",
        aiName: "Cogi",
        encryptionSalt: "s",
        isAdmin: false,
        emergencyContact: { name: "Marco", phone: "333", relation: "amico" },
        registeredAt: at("08:00"),
      },
      { _tag: "UserDeleted", schemaVersion: 1, userId: "u", at: at("09:00"), by: "admin" },
    ]))

  it("round-trip wallet events", () =>
    roundTrip(WalletEvent, [
      freeGranted,
      purchased("cs"),
      subscriptionActivated(),
      codeRedeemed("VIPFOREVER", { _tag: "Unlimited", until: null }),
      codeRedeemed("QUICK1", { _tag: "Credits", credits: 1 }),
      reserved("c", "free"),
      consumed("c", "free"),
      released("c", "unlimited"),
    ]))

  it("round-trip chat events", () =>
    roundTrip(ChatEvent, [
      created,
      started("subscription"),
      message("m"),
      { ...message("i"), image: { url: "data:image/png;base64,AA==", width: 1, height: 1, alt: "" } },
      extended,
      completed("expiry"),
      superseded(["m1", "r1"], "edit"),
      deleted(),
    ]))

  it("round-trip checkout and appointment events", () => {
    roundTrip(CheckoutEvent, [
      { _tag: "CheckoutExpired", schemaVersion: 1, checkoutId: "cs", at: at("08:00") },
      {
        _tag: "PaymentConfirmed",
        schemaVersion: 1,
        checkoutId: "cs",
        amountCents: 999,
        currency: "eur",
        providerEventId: null,
        source: "reconcile",
        subscriptionId: null,
        at: at("08:00"),
      },
    ])
    roundTrip(AppointmentEvent, [
      { _tag: "ReminderSent", schemaVersion: 1, appointmentId: "a", kind: "3h", at: at("08:00") },
    ])
  })

  it("rejects an event without its schema version", () =>
    expect(() => Schema.decodeUnknownSync(ChatEvent)({ ...created, schemaVersion: undefined })).toThrow())
})
