import { appointmentDecider } from "../domain/appointment/appointment-decider.ts"
import { AppointmentEvent } from "../domain/appointment/appointment-events.ts"
import { chatDecider } from "../domain/chat/chat-decider.ts"
import { ChatEvent } from "../domain/chat/chat-events.ts"
import { checkoutDecider } from "../domain/checkout/checkout-decider.ts"
import { journeyDecider } from "../domain/journey/journey-decider.ts"
import { JourneyEvent } from "../domain/journey/journey-events.ts"
import { referralDecider } from "../domain/referral/referral-decider.ts"
import { ReferralEvent } from "../domain/referral/referral-events.ts"
import { CheckoutEvent } from "../domain/checkout/checkout-events.ts"
import {
  appointmentStream,
  chatStream,
  checkoutStream,
  journeyStream,
  referralStream,
  userStream,
  vaultStream,
  walletStream,
} from "../domain/shared/stream-ids.ts"
import { userDecider } from "../domain/user/user-decider.ts"
import { UserEvent } from "../domain/user/user-events.ts"
import { vaultDecider } from "../domain/vault/vault-decider.ts"
import { VaultEvent } from "../domain/vault/vault-events.ts"
import { walletDecider } from "../domain/wallet/wallet-decider.ts"
import { WalletEvent } from "../domain/wallet/wallet-events.ts"
import { aggregateStream } from "../eventstore/command-handler.ts"

/** Every aggregate's stream, spelled once: its event Schema, its decider's fold and its stream id. */
export const chats = aggregateStream(ChatEvent, chatDecider, chatStream)
export const wallets = aggregateStream(WalletEvent, walletDecider, walletStream)
export const checkouts = aggregateStream(CheckoutEvent, checkoutDecider, checkoutStream)
export const appointments = aggregateStream(AppointmentEvent, appointmentDecider, appointmentStream)
export const vaults = aggregateStream(VaultEvent, vaultDecider, vaultStream)
export const users = aggregateStream(UserEvent, userDecider, userStream)
export const journeys = aggregateStream(JourneyEvent, journeyDecider, journeyStream)
/** Anonymous counts of crisis cards: one stream per card, named by a random id. */
export const referrals = aggregateStream(ReferralEvent, referralDecider, referralStream)
