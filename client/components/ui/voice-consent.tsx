import * as Dialog from "@radix-ui/react-dialog"
import { useCallback, useEffect, useRef, useState } from "react"

import {
  acceptProvider,
  audioRouteOnce,
  DOWNLOADABLE_NOTE,
  installOnDevice,
  KEEP_TYPING_NOTE,
  knownAudioRoute,
  PROVIDER_NOTE,
  providerAccepted,
  type AudioRoute,
} from "../../lib/speech/audio-route.ts"
import { paths } from "../../config/paths.ts"
import { getSpeechRecognition } from "../../lib/speech/recognition.ts"
import { Button } from "./button.tsx"
import * as dialog from "./dialog.css.ts"

export const VOICE_CONSENT_TITLE = "Prima di usare la voce"
const INSTALL_FAILED =
  "Non è stato possibile scaricare l'italiano sul dispositivo. Puoi usare il servizio del browser oppure continuare a scrivere."

/** How a recognition may start once the person knows where the audio goes. */
export type StartRoute = "on-device" | "provider"

/**
 * Before the microphone is used for the first time (dictation or the voice conversation): where the browser
 * recognises on the device, it starts at once with `processLocally`; otherwise a dialog says plainly that the
 * browser's provider processes the audio, offers the on-device download where the browser has one, and lets the
 * person keep to typing. The choice to use the provider is remembered on this device.
 */
export const useVoiceConsent = (start: (route: StartRoute) => void) => {
  const [asking, setAsking] = useState<Exclude<AudioRoute, "on-device"> | null>(null)
  const [installing, setInstalling] = useState(false)
  const [installFailed, setInstallFailed] = useState(false)
  const startRef = useRef(start)
  useEffect(() => {
    startRef.current = start
  })

  // asked ahead, so that a press of the microphone can start within its own gesture
  useEffect(() => {
    const Recognition = getSpeechRecognition(window)
    if (Recognition !== null) void audioRouteOnce(Recognition)
  }, [])

  const decide = useCallback((route: AudioRoute) => {
    if (route === "on-device") startRef.current("on-device")
    else if (route === "provider" && providerAccepted()) startRef.current("provider")
    else {
      setInstallFailed(false)
      setAsking(route)
    }
  }, [])

  const request = useCallback(() => {
    const Recognition = getSpeechRecognition(window)
    if (Recognition === null) return
    const route = knownAudioRoute(Recognition)
    if (route !== null) decide(route)
    else void audioRouteOnce(Recognition).then(decide)
  }, [decide])

  const chooseProvider = () => {
    acceptProvider()
    setAsking(null)
    startRef.current("provider")
  }

  const install = async () => {
    const Recognition = getSpeechRecognition(window)
    if (Recognition === null) return
    setInstalling(true)
    const installed = await installOnDevice(Recognition)
    setInstalling(false)
    if (!installed) {
      setInstallFailed(true)
      return
    }
    setAsking(null)
    startRef.current("on-device")
  }

  const element = (
    <Dialog.Root open={asking !== null} onOpenChange={(open) => (open ? undefined : setAsking(null))}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={dialog.content}>
          <Dialog.Title className={dialog.title}>{VOICE_CONSENT_TITLE}</Dialog.Title>
          <Dialog.Description className={dialog.description}>
            {asking === "downloadable" ? DOWNLOADABLE_NOTE : PROVIDER_NOTE}
          </Dialog.Description>
          <p className={dialog.description}>
            {KEEP_TYPING_NOTE}{" "}
            <a href={paths.privacy.getHref()} target="_blank" rel="noreferrer">
              Che cosa succede alla tua voce (si apre in una nuova scheda)
            </a>
          </p>
          {installFailed ? (
            <p role="alert" className={dialog.description}>
              {INSTALL_FAILED}
            </p>
          ) : null}
          <div className={dialog.actions}>
            <Dialog.Close asChild>
              <Button variant="ghost">Preferisco scrivere</Button>
            </Dialog.Close>
            <Button variant={asking === "downloadable" ? "secondary" : "primary"} onClick={chooseProvider}>
              {asking === "downloadable" ? "Usa il servizio del browser" : "Usa la voce"}
            </Button>
            {asking === "downloadable" ? (
              <Button loading={installing} onClick={() => void install()}>
                Scarica l&apos;italiano sul dispositivo
              </Button>
            ) : null}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
  return { request, dialog: element }
}
