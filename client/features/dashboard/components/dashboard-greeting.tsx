import type { ReactNode } from "react"

import * as styles from "./dashboard.css.ts"

type DashboardGreetingProps = {
  readonly name: string
  readonly aiName: string
  /** The main call to action (the new-session button), composed by the app. */
  readonly action?: ReactNode
}

export const DashboardGreeting = ({ name, aiName, action }: DashboardGreetingProps) => (
  <div className={styles.greeting}>
    <div className={styles.greetingText}>
      <h1 className={styles.title}>Ciao, {name}</h1>
      <p className={styles.lead}>Come ti senti oggi? {aiName} è qui per ascoltarti.</p>
    </div>
    {action}
  </div>
)
