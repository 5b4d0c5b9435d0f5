import {
  setThemePreference,
  useThemePreference,
  type ThemePreference,
} from "../../lib/theme/theme-preference.ts"
import { MonitorIcon, MoonIcon, SunIcon } from "./icons.tsx"
import * as styles from "./theme-toggle.css.ts"
import { visuallyHidden } from "./visually-hidden.css.ts"

const choices = [
  { value: "system", label: "Come il sistema", Icon: MonitorIcon },
  { value: "light", label: "Chiaro", Icon: SunIcon },
  { value: "dark", label: "Scuro", Icon: MoonIcon },
] as const satisfies ReadonlyArray<{ value: ThemePreference; label: string; Icon: unknown }>

/** Light, dark or the system's: three native radios (arrow keys move between them), shown as icons. */
export const ThemeToggle = () => {
  const preference = useThemePreference()
  return (
    <fieldset className={styles.group}>
      <legend className={visuallyHidden}>Tema</legend>
      {choices.map(({ value, label, Icon }) => (
        <label key={value} className={styles.option} title={label}>
          <input
            type="radio"
            name="cogi-theme"
            value={value}
            className={styles.radio}
            checked={preference === value}
            onChange={() => setThemePreference(value)}
          />
          <Icon />
          <span className={visuallyHidden}>{label}</span>
        </label>
      ))}
    </fieldset>
  )
}
