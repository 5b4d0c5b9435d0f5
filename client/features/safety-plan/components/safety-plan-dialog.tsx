import * as Dialog from "@radix-ui/react-dialog"
import { useState } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { CloseIcon } from "../../../components/ui/icons.tsx"
import { Notice } from "../../../components/ui/notice.tsx"
import { ProblemNotice } from "../../../components/ui/problem-notice.tsx"
import { errorMessage } from "../../../lib/api-client.ts"
import { useCurrentUser } from "../../../lib/auth/use-auth.ts"
import {
  HUMAN_CONTACT_MISSING,
  lacksHumanContact,
  linesOf,
  SECTIONS,
  withContactPrefilled,
  type SafetyPlan,
} from "../state/safety-plan.ts"
import { useSafetyPlan } from "../state/use-safety-plan.ts"
import { PlanSummary } from "./plan-summary.tsx"
import * as styles from "./safety-plan.css.ts"

import { PLAN_TITLE } from "./plan-title.ts"
import { useReturnFocus } from "../../../lib/use-return-focus.ts"

export { PLAN_TITLE }
export const SAVE_FAILED = "Non è stato possibile salvare il piano. Riprova."
const LOCKED =
  "Per aprire il piano serve la tua password: esci e accedi di nuovo. Il piano è cifrato e solo tu puoi leggerlo."

/** "Il mio piano di sicurezza" (Stanley & Brown): built step by step, encrypted in the browser, printable. */
export const SafetyPlanDialog = ({
  open,
  onOpenChange,
}: {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
}) => {
  const returnFocus = useReturnFocus()
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content {...returnFocus} className={`${styles.content} ${styles.wide} ${styles.printArea}`}>
          <Dialog.Close className={styles.close} aria-label="Chiudi il piano di sicurezza">
            <CloseIcon />
          </Dialog.Close>
          <Dialog.Title className={`${styles.title} ${styles.titleBesideClose}`}>{PLAN_TITLE}</Dialog.Title>
          <Dialog.Description className={`${styles.description} ${styles.noPrint}`}>
            Un promemoria per i momenti difficili, da scrivere quando stai un po' meglio. È cifrato nel tuo
            browser: nemmeno gli amministratori possono leggerlo.
          </Dialog.Description>
          {open ? <PlanBody onClose={() => onOpenChange(false)} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

const PlanBody = ({ onClose }: { readonly onClose: () => void }) => {
  const { state, persist, saving, failed } = useSafetyPlan(true)
  const contact = useCurrentUser()?.emergency_contact ?? null
  const [editing, setEditing] = useState<number | null>(null)
  /** The plan being edited across the steps; saved only at the last one. */
  const [draft, setDraft] = useState<SafetyPlan | null>(null)
  if (failed) return <Notice tone="error">Errore nel caricamento del piano. Riprova più tardi.</Notice>
  if (state.status === "loading") return <p role="status">Caricamento del piano…</p>
  if (state.status === "locked") return <Notice tone="error">{LOCKED}</Notice>
  const step = editing ?? (state.saved ? null : 0)
  if (step === null)
    return (
      <PlanSummary
        plan={state.plan}
        onEdit={() => {
          setDraft(withContactPrefilled(state.plan, contact))
          setEditing(0)
        }}
        onPrint={() => window.print()}
        onClose={onClose}
      />
    )
  return (
    <PlanStep
      key={step}
      plan={draft ?? state.plan}
      step={step}
      saving={saving}
      onStep={(next, plan) => {
        setDraft(plan)
        setEditing(next)
      }}
      onSave={async (plan) => {
        await persist(plan)
        setDraft(null)
        setEditing(null)
      }}
    />
  )
}

const PlanStep = ({
  plan,
  step,
  saving,
  onStep,
  onSave,
}: {
  readonly plan: SafetyPlan
  readonly step: number
  readonly saving: boolean
  readonly onStep: (step: number, plan: SafetyPlan) => void
  readonly onSave: (plan: SafetyPlan) => Promise<void>
}) => {
  const section = SECTIONS[step] ?? SECTIONS[0]
  const [text, setText] = useState(plan[section.id].join("\n"))
  const [problem, setProblem] = useState<string | null>(null)
  const current = { ...plan, [section.id]: linesOf(text) }
  const last = step === SECTIONS.length - 1
  const go = (next: number) => onStep(next, current)
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        // at least one person to contact: checked at its step, and again before saving
        if ((section.id === "people_for_help" || last) && lacksHumanContact(current))
          return setProblem(HUMAN_CONTACT_MISSING)
        if (!last) return go(step + 1)
        setProblem(null)
        onSave(current).catch((error: unknown) => setProblem(errorMessage(error, SAVE_FAILED)))
      }}
    >
      <p className={styles.stepLabel}>
        Passo {step + 1} di {SECTIONS.length}
      </p>
      <h3 className={styles.sectionTitle}>{section.title}</h3>
      <p className={styles.guidance}>{section.guidance}</p>
      <label htmlFor={`plan-${section.id}`}>{section.title} (una voce per riga)</label>
      <textarea
        id={`plan-${section.id}`}
        className={styles.textarea}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <ProblemNotice problem={problem} />
      <div className={styles.actions}>
        {step > 0 ? (
          <Button variant="secondary" onClick={() => go(step - 1)}>
            Indietro
          </Button>
        ) : null}
        <Button type="submit" loading={saving}>
          {last ? "Salva il piano" : "Avanti"}
        </Button>
      </div>
    </form>
  )
}
