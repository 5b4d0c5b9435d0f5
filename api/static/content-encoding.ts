/** The precompressed copies the build writes beside each asset, best first. */
export const precompressedEncodings = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const

export type PrecompressedEncoding = (typeof precompressedEncodings)[number]

/** The weight (`q`) an `Accept-Encoding` header gives each coding; a missing q is 1, a bad one 0. */
const weights = (acceptEncoding: string) =>
  new Map(
    acceptEncoding.split(",").flatMap((part) => {
      const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase())
      if (name === "") return []
      const q = params.find((param) => param.startsWith("q="))
      const weight = q === undefined ? 1 : Number(q.slice(2))
      return [[name, Number.isFinite(weight) ? weight : 0] as const]
    }),
  )

/**
 * The precompressed copy to send for an `Accept-Encoding` header (RFC 9110 §12.5.3), or undefined for the
 * identity. Among codings the client accepts, the higher weight wins, brotli on a tie.
 */
export const preferredEncoding = (acceptEncoding: string | undefined): PrecompressedEncoding | undefined => {
  if (acceptEncoding === undefined || acceptEncoding.trim() === "") return undefined
  const accepted = weights(acceptEncoding)
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0
  let best: PrecompressedEncoding | undefined
  for (const candidate of precompressedEncodings) {
    const weight = weightOf(candidate.encoding)
    if (weight > 0 && (best === undefined || weight > weightOf(best.encoding))) best = candidate
  }
  return best
}
