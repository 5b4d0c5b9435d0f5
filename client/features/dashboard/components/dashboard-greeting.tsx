import type { ReactNode } from "react"

import type { SignInGreeting } from "../../../lib/auth/sign-in-greeting.ts"

import * as styles from "./dashboard.css.ts"

type DashboardGreetingProps = {
  readonly name: string
  readonly aiName: string
  /** The main call to action (the new-session button), composed by the app. */
  readonly action?: ReactNode
  /** Right after a sign-in: the account's first one is welcomed, a later one greeted again. */
  readonly greeting?: SignInGreeting | null
}

const opening = { first: "Ti diamo il benvenuto in Cogi. ", again: "Che bello rivederti. " } as const

export const DashboardGreeting = ({ name, aiName, action, greeting = null }: DashboardGreetingProps) => (
  <div className={styles.greeting}>
    <div className={styles.greetingText}>
      <h1 className={styles.title}>Ciao, {name}</h1>
      <p className={styles.lead}>
        {greeting === null ? "" : opening[greeting]}Come ti senti oggi? {aiName} è qui per ascoltarti.
      </p>
    </div>
    {action}
  </div>
)
