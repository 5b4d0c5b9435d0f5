import { useAtomValue } from "jotai"
import { useRef, useState, type ChangeEvent } from "react"

import { Spinner } from "../../../components/ui/spinner.tsx"
import { bearerTokenAtom, currentUserAtom } from "../../../lib/auth/auth-store.ts"
import { keyringAtom } from "../../../lib/crypto/keyring-atom.ts"
import { notify } from "../../../lib/notify.ts"
import {
  IMAGE_ACCEPT,
  IMAGE_READ_FAILED,
  ImagePrepareError,
  prepareImage,
  type PreparedImage,
} from "../state/prepare-image.ts"
import { ImageIcon } from "../../../components/ui/icons.tsx"
import * as styles from "./tools.css.ts"

export type ImageAttachButtonProps = {
  /**
   * A checked, measured image whose bytes are already encrypted and stored (see `PreparedImage`). If the
   * message text is empty, prefill `DEFAULT_IMAGE_MESSAGE` from `state/prepare-image.ts`.
   */
  readonly onImage: (image: PreparedImage) => void
  readonly disabled?: boolean
}

/**
 * "Allega un'immagine": opens the file picker (JPG, PNG, GIF, WebP, at most 10 MB), encrypts the image in
 * the browser and uploads only the ciphertext. Problems are toasted with the SPEC §5/§8 texts.
 */
export const ImageAttachButton = ({ onImage, disabled = false }: ImageAttachButtonProps) => {
  const inputRef = useRef<HTMLInputElement>(null)
  const keyring = useAtomValue(keyringAtom)
  const user = useAtomValue(currentUserAtom)
  const token = useAtomValue(bearerTokenAtom)
  const [busy, setBusy] = useState(false)

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // Let the same file be chosen again after a problem.
    event.target.value = ""
    if (file === undefined) return
    setBusy(true)
    try {
      const image = await prepareImage(file, {
        keyring,
        salt: user?.encryption_salt ?? null,
        token,
      })
      onImage(image)
    } catch (error) {
      notify.error(error instanceof ImagePrepareError ? error.message : IMAGE_READ_FAILED)
    } finally {
      setBusy(false)
    }
  }

  return (
    <span className={styles.toolWrap}>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => inputRef.current?.click()}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-label={busy ? "Preparazione dell'immagine in corso" : "Allega un'immagine"}
        title="Allega un'immagine (JPG, PNG, GIF o WebP, massimo 10MB)"
      >
        {busy ? <Spinner /> : <ImageIcon className={styles.icon} />}
      </button>
      <input
        ref={inputRef}
        type="file"
        accept={IMAGE_ACCEPT}
        className={styles.visuallyHidden}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="image-file-input"
        onChange={(event) => void onChange(event)}
      />
    </span>
  )
}
