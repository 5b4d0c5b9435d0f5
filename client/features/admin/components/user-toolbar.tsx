import { TextField } from "../../../components/ui/text-field.tsx"
import { USER_FILTERS, type UserFilter } from "../state/user-filters.ts"
import * as styles from "./admin.css.ts"

type UserToolbarProps = {
  readonly query: string
  readonly onQuery: (query: string) => void
  readonly filter: UserFilter
  readonly onFilter: (filter: UserFilter) => void
  /** How many users each filter would show. */
  readonly counts: Readonly<Record<UserFilter, number>>
}

/** The search field and the "Mostra" filter of the user table. */
export const UserToolbar = ({ query, onQuery, filter, onFilter, counts }: UserToolbarProps) => (
  <div className={styles.toolbar}>
    <TextField
      label="Cerca per nome o email"
      type="search"
      name="admin-search"
      autoComplete="off"
      spellCheck={false}
      value={query}
      onChange={(event) => onQuery(event.target.value)}
    />
    <fieldset className={styles.filters}>
      <legend className={styles.filtersLegend}>Mostra</legend>
      <div className={styles.filterOptions}>
        {USER_FILTERS.map((option) => (
          <span key={option.value}>
            <input
              type="radio"
              id={`admin-filter-${option.value}`}
              name="admin-filter"
              className={styles.filterInput}
              value={option.value}
              checked={filter === option.value}
              onChange={() => onFilter(option.value)}
            />
            <label htmlFor={`admin-filter-${option.value}`} className={styles.filterOption}>
              {option.label} ({counts[option.value]})
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  </div>
)
