import { useEffect, useRef } from "react"

import { Button } from "../../../components/ui/button.tsx"
import type { SelectAllState } from "../state/user-filters.ts"
import * as styles from "./admin.css.ts"
import * as tableStyles from "./user-table.css.ts"

type BulkBarProps = {
  readonly selectAll: SelectAllState
  /** False when no row on screen can be selected. */
  readonly anySelectable: boolean
  readonly chosenCount: number
  readonly onToggleAll: () => void
  readonly onClear: () => void
  readonly onDeleteChosen: () => void
}

/** Above the table: "Seleziona tutti", how many are selected, and what to do with them. */
export const BulkBar = ({
  selectAll,
  anySelectable,
  chosenCount,
  onToggleAll,
  onClear,
  onDeleteChosen,
}: BulkBarProps) => (
  <div className={chosenCount > 0 ? `${styles.bulkBar} ${styles.bulkBarActive}` : styles.bulkBar}>
    <SelectAllCheckbox state={selectAll} disabled={!anySelectable} onToggle={onToggleAll} />
    <div className={styles.bulkBarActions}>
      <span className={styles.sectionMeta} aria-live="polite">
        {chosenCount === 0
          ? "Nessun utente selezionato"
          : `${chosenCount} ${chosenCount === 1 ? "utente selezionato" : "utenti selezionati"}`}
      </span>
      {chosenCount > 0 ? (
        <>
          <Button variant="ghost" className={styles.actionButton} onClick={onClear}>
            Deseleziona
          </Button>
          <Button variant="danger" className={styles.actionButton} onClick={onDeleteChosen}>
            Elimina selezionati ({chosenCount})
          </Button>
        </>
      ) : null}
    </div>
  </div>
)

type SelectAllProps = {
  readonly state: SelectAllState
  readonly disabled: boolean
  readonly onToggle: () => void
}

/** "Seleziona tutti": the selectable rows on screen only; indeterminate when some of them are ticked. */
const SelectAllCheckbox = ({ state, disabled, onToggle }: SelectAllProps) => {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current !== null) ref.current.indeterminate = state === "some"
  }, [state])
  return (
    <label className={tableStyles.checkboxLabel}>
      <input
        ref={ref}
        type="checkbox"
        className={tableStyles.checkbox}
        checked={state === "all"}
        disabled={disabled}
        onChange={onToggle}
      />
      Seleziona tutti
    </label>
  )
}
