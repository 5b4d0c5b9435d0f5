import { Config, Duration, Option, Redacted, Result, Schema } from "effect"
import { IpNetwork } from "effect/net"

/** Everything the web server reads from the environment, validated once at start. */
export interface AppConfigShape {
  readonly port: number
  /** Unset: the CLI starts embedded Postgres in `<dataDir>/pg`. */
  readonly databaseUrl: Option.Option<Redacted.Redacted<string>>
  /** Where users reach the app (links in emails, payment return URLs); no trailing slash. */
  readonly publicUrl: string
  /** Unset: `Tokens` generates one and keeps it in `<dataDir>/jwt-secret`. */
  readonly jwtSecret: Option.Option<Redacted.Redacted<string>>
  readonly tokenTtl: Duration.Duration
  readonly dataDir: string
  readonly staticRoot: string
  /**
   * Networks of the proxies/load balancers in front of the app. Only requests arriving from them have their
   * `X-Forwarded-For/-Proto/-Host` applied, so `request.remoteAddress` is the real client (rate limits per IP).
   */
  readonly trustedProxies: ReadonlyArray<IpNetwork.IpNetwork>
}

const JwtSecret = Schema.String.check(
  Schema.isMinLength(32, { message: "COGI_JWT_SECRET must be at least 32 characters long" }),
)

const PublicUrl = Schema.String.check(
  Schema.makeFilter((s: string) => URL.canParse(s) && /^https?:$/.test(new URL(s).protocol), {
    message: "PUBLIC_URL must be an absolute http(s) URL, e.g. https://cogi.example.com",
  }),
)

/** The longest `COGI_TOKEN_TTL`: `MAX_TOKEN_LIFETIME_SECONDS` of api/authentication/tokens.ts. */
const longestTokenTtl = Duration.days(30)

const PositiveDuration = Schema.DurationFromString.check(
  Schema.makeFilter(
    (d: Duration.Duration) =>
      Duration.isGreaterThan(d, Duration.zero) && Duration.isLessThanOrEqualTo(d, longestTokenTtl),
    { message: 'COGI_TOKEN_TTL must be a positive duration of at most 30 days, e.g. "7 days" or "12 hours"' },
  ),
)

const splitList = (s: string) =>
  s
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "")

const TrustedProxies = Schema.String.check(
  Schema.makeFilter(
    (s: string) => splitList(s).every((cidr) => Result.isSuccess(IpNetwork.fromString(cidr))),
    {
      message:
        "COGI_TRUSTED_PROXIES must be a comma-separated list of CIDR networks, e.g. 10.0.0.0/8,fd00::/8",
    },
  ),
)

const NonEmpty = (name: string) =>
  Config.schema(Schema.String.check(Schema.isNonEmpty({ message: `${name} must not be empty` })), name)

export const AppConfig: Config.Config<AppConfigShape> = Config.all({
  port: Config.Port("PORT").pipe(Config.withDefault(3000)),
  databaseUrl: Config.option(Config.Redacted("DATABASE_URL")),
  publicUrl: Config.option(Config.schema(PublicUrl, "PUBLIC_URL")),
  jwtSecret: Config.option(Config.schema(JwtSecret, "COGI_JWT_SECRET")),
  tokenTtl: Config.schema(PositiveDuration, "COGI_TOKEN_TTL").pipe(Config.withDefault(Duration.days(7))),
  dataDir: NonEmpty("COGI_DATA_DIR").pipe(Config.withDefault(".data")),
  staticRoot: NonEmpty("COGI_STATIC_ROOT").pipe(Config.withDefault("dist/client")),
  trustedProxies: Config.schema(TrustedProxies, "COGI_TRUSTED_PROXIES").pipe(Config.withDefault("")),
}).pipe(
  Config.map((c) => ({
    ...c,
    jwtSecret: Option.map(c.jwtSecret, Redacted.make),
    trustedProxies: splitList(c.trustedProxies).map(IpNetwork.fromStringUnsafe),
    publicUrl: Option.getOrElse(c.publicUrl, () => `http://localhost:${c.port}`).replace(/\/+$/, ""),
  })),
)
