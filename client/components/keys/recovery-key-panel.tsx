import { useId, useState } from "react"

import { notify } from "../../lib/notify.ts"
import { Button } from "../ui/button.tsx"
import { Notice } from "../ui/notice.tsx"
import * as styles from "./keys.css.ts"

type RecoveryKeyPanelProps = {
  readonly recoveryKey: string
  /** Shown on the confirm button, which stays disabled until the user says they kept the key. */
  readonly confirmLabel: string
  readonly onConfirmed: () => void
}

const download = (recoveryKey: string) => {
  const text =
    "Cogi — la tua chiave di recupero\n\n" +
    `${recoveryKey}\n\n` +
    "Serve a leggere le tue conversazioni se dimentichi la password. Conservala in un posto sicuro e non " +
    "condividerla con nessuno: chi la possiede, insieme all'accesso alla tua email, può leggerle.\n"
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }))
  const link = document.createElement("a")
  link.href = url
  link.download = "cogi-chiave-di-recupero.txt"
  link.click()
  URL.revokeObjectURL(url)
}

/** The recovery key, shown once: copy, download, print, and a confirmation that the user kept it. */
export const RecoveryKeyPanel = ({ recoveryKey, confirmLabel, onConfirmed }: RecoveryKeyPanelProps) => {
  const [kept, setKept] = useState(false)
  const checkId = useId()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(recoveryKey)
      notify.success("Chiave di recupero copiata.")
    } catch {
      notify.error("Non è stato possibile copiare: selezionala e copiala a mano.")
    }
  }
  return (
    <div className={styles.panel}>
      <Notice tone="warning" title="La tua chiave di recupero">
        <p>
          Se dimentichi la password, questa chiave è l&apos;unico modo per leggere di nuovo le tue
          conversazioni. Noi non la conserviamo in chiaro e non possiamo recuperarla per te. Salvala ora: la
          mostriamo una volta sola.
        </p>
      </Notice>
      <p className={styles.keyBox} aria-label="Chiave di recupero" data-testid="recovery-key">
        {recoveryKey}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          Copia
        </Button>
        <Button variant="secondary" onClick={() => download(recoveryKey)}>
          Scarica
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          Stampa
        </Button>
      </div>
      <label className={styles.check} htmlFor={checkId}>
        <input
          id={checkId}
          type="checkbox"
          className={styles.checkbox}
          checked={kept}
          onChange={(event) => setKept(event.target.checked)}
        />
        Ho conservato la mia chiave di recupero in un posto sicuro.
      </label>
      <Button fullWidth disabled={!kept} onClick={onConfirmed}>
        {confirmLabel}
      </Button>
    </div>
  )
}
