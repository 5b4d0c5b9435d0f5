import type { CrisisCategory } from "../../domain/safety/crisis-detector.ts"
import type { ChatTurn } from "./ai-request.ts"
import { anthropicClient } from "./anthropic.ts"
import { geminiClient } from "./gemini.ts"
import { openAiClient } from "./openai.ts"
import type { OpenTextStream } from "./reply-stream.ts"
import { sdkClientOptions } from "./sdk-client-options.ts"

/** What the model says of the user's last message, in the detector's own words. */
export interface CrisisVerdict {
  readonly crisis: boolean
  readonly categories: ReadonlyArray<CrisisCategory>
}

const CATEGORIES: ReadonlyArray<CrisisCategory> = ["suicide", "self_harm", "harm_to_others", "abuse"]

/** The structured output every provider is asked for (JSON Schema). */
export const VERDICT_SCHEMA = {
  type: "object",
  properties: {
    crisis: { type: "boolean" },
    categories: { type: "array", items: { type: "string", enum: CATEGORIES } },
  },
  required: ["crisis", "categories"],
  additionalProperties: false,
} as const

export const CLASSIFIER_SYSTEM =
  "Sei il livello di sicurezza di un'app italiana di supporto emotivo. Non rispondi alla persona: classifichi " +
  "solo il suo ultimo messaggio. crisis è true se esprime, anche in modo indiretto, colloquiale o con errori " +
  "di battitura, pensieri di morte o di suicidio, un piano o dei mezzi per farsi del male, autolesionismo, " +
  "l'intenzione di fare del male ad altri, oppure violenza o abusi subiti (anche su minori, dal partner, in " +
  "famiglia, stalking). È false per modi di dire, iperboli, film, libri, notizie, citazioni di altri e " +
  "piccoli incidenti. categories elenca suicide, self_harm, harm_to_others, abuse secondo il caso. " +
  "Rispondi solo con il JSON richiesto."

export interface OpinionRequest {
  readonly history: ReadonlyArray<ChatTurn>
  readonly message: string
}

/** The last turns give context; only the new message is judged. */
const userText = (request: OpinionRequest) => {
  const context = request.history
    .slice(-4)
    .map((turn) => `${turn.role === "user" ? "Persona" : "Assistente"}: ${turn.content}`)
    .join("\n")
  return `${context === "" ? "" : `Contesto:\n${context}\n\n`}Messaggio da classificare:\n${request.message}`
}

/** A malformed or partial answer is no opinion: the local detector still decides alone. */
export const parseVerdict = (text: string): CrisisVerdict | null => {
  try {
    const parsed = JSON.parse(text) as { crisis?: unknown; categories?: unknown }
    if (typeof parsed.crisis !== "boolean" || !Array.isArray(parsed.categories)) return null
    const categories = CATEGORIES.filter((c) => (parsed.categories as ReadonlyArray<unknown>).includes(c))
    return { crisis: parsed.crisis, categories }
  } catch {
    return null
  }
}

interface Settings {
  readonly apiKey: string
  readonly model: string
  readonly baseUrl?: string
}

export const openAiOpinion = (settings: Settings) => {
  const client = openAiClient(sdkClientOptions(settings))
  return (request: OpinionRequest): OpenTextStream =>
    async function* (signal) {
      const sdk = await client()
      const stream = await sdk.chat.completions.create(
        {
          model: settings.model,
          stream: true,
          messages: [
            { role: "system", content: CLASSIFIER_SYSTEM },
            { role: "user", content: userText(request) },
          ],
          response_format: {
            type: "json_schema",
            json_schema: { name: "crisis_verdict", strict: true, schema: VERDICT_SCHEMA },
          },
        },
        { signal },
      )
      for await (const chunk of stream)
        if (chunk.choices[0]?.delta?.content) yield chunk.choices[0].delta.content
    }
}

export const anthropicOpinion = (settings: Settings) => {
  const client = anthropicClient(sdkClientOptions(settings))
  return (request: OpinionRequest): OpenTextStream =>
    async function* (signal) {
      const sdk = await client()
      const stream = await sdk.messages.create(
        {
          model: settings.model,
          max_tokens: 200,
          stream: true,
          system: CLASSIFIER_SYSTEM,
          messages: [{ role: "user", content: userText(request) }],
          output_config: { format: { type: "json_schema", schema: VERDICT_SCHEMA } },
        },
        { signal },
      )
      for await (const event of stream)
        if (event.type === "content_block_delta" && event.delta.type === "text_delta") yield event.delta.text
    }
}

export const geminiOpinion = (settings: Settings) => {
  const client = geminiClient(settings)
  return (request: OpinionRequest): OpenTextStream =>
    async function* (signal) {
      const sdk = await client()
      const stream = await sdk.models.generateContentStream({
        model: settings.model,
        contents: [{ role: "user", parts: [{ text: userText(request) }] }],
        config: {
          systemInstruction: CLASSIFIER_SYSTEM,
          responseMimeType: "application/json",
          responseJsonSchema: VERDICT_SCHEMA,
          maxOutputTokens: 200,
          abortSignal: signal,
        },
      })
      for await (const chunk of stream)
        for (const part of chunk.candidates?.[0]?.content?.parts ?? [])
          if (part.text && !part.thought) yield part.text
    }
}
