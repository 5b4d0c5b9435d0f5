import { useAtomValue } from "jotai"
import { useId, useState } from "react"

import { Button } from "../../../components/ui/button.tsx"
import { errorMessage } from "../../../lib/api-client.ts"
import { useCurrentUser } from "../../../lib/auth/use-auth.ts"
import { keyringAtom } from "../../../lib/crypto/keyring-atom.ts"
import { encryptText } from "../../../lib/crypto/message-crypto.ts"
import { seenOnce } from "../../../lib/seen-once.ts"
import { useJourney, useJourneyChange, type MoodMoment } from "../api/journey-api.ts"
import { MOOD_SCORES, MOOD_WORD_MAX, moodLabel, toMoodText } from "../state/mood.ts"
import { FailureText } from "./failure-text.tsx"
import * as styles from "./journey.css.ts"

const QUESTION: Record<MoodMoment, string> = {
  start: "Come ti senti adesso, prima di iniziare?",
  end: "Come ti senti adesso, alla fine della sessione?",
}

/**
 * The optional check-in at the start or the end of a session: a score from 1 to 5 and a word, encrypted here.
 * Shown once per session and moment: saved, or skipped ("Salta", remembered in this browser). `answerTo` (the id
 * of a question already on screen, the check-in after a hard moment) makes it that question's answer: it asks
 * nothing of its own, so the person is not asked twice how they are.
 */
export const MoodCheckIn = ({
  chatId,
  moment,
  answerTo,
}: {
  readonly chatId: string
  readonly moment: MoodMoment
  readonly answerTo?: string
}) => {
  const id = useId()
  const user = useCurrentUser()
  const keyring = useAtomValue(keyringAtom)
  const journey = useJourney()
  const change = useJourneyChange()
  const [score, setScore] = useState<number | null>(null)
  const [word, setWord] = useState("")
  const [skipped, setSkipped] = useState(() => seenOnce.has(`mood-${moment}`, chatId))
  const [failure, setFailure] = useState<string | null>(null)
  // what was just saved, said back (issue 28): the card does not simply vanish
  const [saved, setSaved] = useState<string | null>(null)
  const recorded = journey.data?.moods.some((m) => m.chat_id === chatId && m.moment === moment)
  if (saved !== null)
    return (
      <p className={styles.savedNote} role="status">
        {saved}
      </p>
    )
  if (skipped || recorded !== false || keyring === null || user === null) return null

  const skip = () => {
    seenOnce.mark(`mood-${moment}`, chatId)
    setSkipped(true)
  }
  const save = async () => {
    if (score === null) return
    setFailure(null)
    try {
      const ciphertext = await encryptText(keyring, user.encryption_salt, toMoodText({ score, word }))
      await change.mutateAsync({ kind: "mood", moodId: crypto.randomUUID(), chatId, moment, ciphertext })
      seenOnce.mark(`mood-${moment}`, chatId)
      setSaved(
        `Salvato nel tuo percorso: ${score} · ${moodLabel(score)}${word.trim() === "" ? "" : `, «${word.trim()}»`}.`,
      )
    } catch (error) {
      setFailure(errorMessage(error, "Non è stato possibile salvare come ti senti. Riprova."))
    }
  }

  return (
    <section className={styles.checkIn} aria-labelledby={answerTo ?? `${id}-title`}>
      <div
        className={
          answerTo === undefined ? styles.checkInHead : `${styles.checkInHead} ${styles.checkInHeadAnswer}`
        }
      >
        {answerTo === undefined ? (
          <h2 id={`${id}-title`} className={styles.panelTitle}>
            {QUESTION[moment]}
          </h2>
        ) : null}
        <Button variant="ghost" onClick={skip}>
          Salta
        </Button>
      </div>
      <fieldset className={styles.scores}>
        <legend className={styles.legend}>Da 1 (molto giù) a 5 (molto bene)</legend>
        {MOOD_SCORES.map((option) => (
          <span key={option.score}>
            <input
              type="radio"
              id={`${id}-${option.score}`}
              name={`${id}-score`}
              className={styles.scoreInput}
              checked={score === option.score}
              onChange={() => setScore(option.score)}
            />
            <label htmlFor={`${id}-${option.score}`} className={styles.scoreLabel}>
              {option.score}
              <span className={styles.scoreName}> · {option.label}</span>
            </label>
          </span>
        ))}
      </fieldset>
      {/* the word and Salva once a score is chosen: the card stays short on a phone's first screen */}
      {score !== null ? (
        <div className={styles.row}>
          <label htmlFor={`${id}-word`} className={styles.legend}>
            Una parola (facoltativa)
          </label>
          <input
            id={`${id}-word`}
            className={styles.wordInput}
            value={word}
            maxLength={MOOD_WORD_MAX}
            onChange={(event) => setWord(event.target.value)}
          />
          <Button onClick={() => void save()} loading={change.isPending}>
            Salva
          </Button>
        </div>
      ) : null}
      <FailureText failure={failure} />
    </section>
  )
}
