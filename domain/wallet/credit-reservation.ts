import { Result } from "effect"
import { isBefore, type Instant } from "../shared/instant.ts"
import type { ConsumeCredit, ReleaseCredit, ReserveCredit } from "./wallet-commands.ts"
import {
  CreditAlreadyConsumed,
  CreditReservationNotFound,
  NoCreditsAvailable,
  WaivedSessionOpen,
} from "./wallet-errors.ts"
import type { CreditSource, WalletEvent } from "./wallet-events.ts"
import type { WalletState } from "./wallet-state.ts"

type Decision<E> = Result.Result<ReadonlyArray<WalletEvent>, E>

export const hasUnlimitedAccess = (state: WalletState, now: Instant): boolean =>
  state.unlimited !== null && (state.unlimited.until === null || isBefore(now, state.unlimited.until))

export const activeSubscriptionSessions = (state: WalletState, now: Instant): number =>
  state.subscription !== null && isBefore(now, state.subscription.expiresAt)
    ? state.subscription.remaining
    : 0

/** DESIGN §2 order: unlimited access → free → subscription (unexpired) → purchased and code credits. */
export const creditSourceFor = (state: WalletState, now: Instant): CreditSource | null => {
  if (hasUnlimitedAccess(state, now)) return "unlimited"
  if (state.freeRemaining > 0) return "free"
  if (activeSubscriptionSessions(state, now) > 0) return "subscription"
  if (state.purchasedRemaining > 0) return "purchased"
  return null
}

/** A second reservation for the same chat changes nothing. */
export const reserveCredit = (command: ReserveCredit, state: WalletState): Decision<NoCreditsAvailable> => {
  if (state.reservations[command.chatId] !== undefined) return Result.succeed([])
  const source = creditSourceFor(state, command.now)
  if (source === null) return Result.fail(new NoCreditsAvailable({ userId: command.userId }))
  const { userId, chatId, now } = command
  return Result.succeed([{ _tag: "CreditReserved", schemaVersion: 1, userId, chatId, source, at: now }])
}

/** The chat whose waived session is still open (reserved, not yet released), if any. */
export const openWaivedChat = (state: WalletState): string | null =>
  Object.entries(state.reservations).find(
    ([, reservation]) => reservation.source === "waived" && reservation.status === "reserved",
  )?.[0] ?? null

/**
 * Help is never behind a paywall (issue 22): a session that a crisis message opens reserves no credit. It is
 * recorded as "waived" so the ledger stays exact. One waived session open at a time: while another chat holds
 * one, this chat takes a credit like any other session, and without one the person is pointed to the open one.
 */
export const reserveCrisisCredit = (
  command: ReserveCredit,
  state: WalletState,
): Decision<NoCreditsAvailable | WaivedSessionOpen> => {
  if (state.reservations[command.chatId] !== undefined) return Result.succeed([])
  const open = openWaivedChat(state)
  if (open === null) {
    const { userId, chatId, now } = command
    return Result.succeed([
      { _tag: "CreditReserved", schemaVersion: 1, userId, chatId, source: "waived", at: now },
    ])
  }
  const paid = reserveCredit(command, state)
  return Result.isFailure(paid) ? Result.fail(new WaivedSessionOpen({ chatId: open })) : paid
}

/**
 * Exactly once per chat; an "unlimited" reservation consumes nothing, and a "waived" one is released (nothing was
 * spent, and the next crisis may open a waived session again).
 */
export const consumeCredit = (
  command: ConsumeCredit,
  state: WalletState,
): Decision<CreditReservationNotFound> => {
  const reservation = state.reservations[command.chatId]
  if (reservation === undefined || reservation.status === "released") {
    return Result.fail(new CreditReservationNotFound({ chatId: command.chatId }))
  }
  if (reservation.status === "consumed" || reservation.source === "unlimited") return Result.succeed([])
  const { userId, chatId, now } = command
  const source = reservation.source
  if (source === "waived")
    return Result.succeed([{ _tag: "CreditReleased", schemaVersion: 1, userId, chatId, source, at: now }])
  return Result.succeed([{ _tag: "CreditConsumed", schemaVersion: 1, userId, chatId, source, at: now }])
}

export const releaseCredit = (
  command: ReleaseCredit,
  state: WalletState,
): Decision<CreditReservationNotFound | CreditAlreadyConsumed> => {
  const reservation = state.reservations[command.chatId]
  if (reservation === undefined) return Result.fail(new CreditReservationNotFound({ chatId: command.chatId }))
  if (reservation.status === "consumed")
    return Result.fail(new CreditAlreadyConsumed({ chatId: command.chatId }))
  if (reservation.status === "released") return Result.succeed([])
  const { userId, chatId, now } = command
  const source = reservation.source
  return Result.succeed([{ _tag: "CreditReleased", schemaVersion: 1, userId, chatId, source, at: now }])
}
