import { HttpApi, OpenApi } from "effect/http-api"
import { Api } from "../../contract/api.ts"
import { AdminOnly, Authorization, BearerToken } from "../../contract/middleware.ts"

/*
 * Every endpoint of the API contract, read from the contract itself (HttpApi reflection + its OpenAPI JSON
 * Schemas): the authorization matrix and the fuzzer iterate over this list, so a new endpoint is covered (or
 * fails the suite until it says how) without anyone remembering to add it.
 */

export type JsonSchema = {
  readonly type?: string | ReadonlyArray<string>
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: ReadonlyArray<string>
  readonly items?: JsonSchema
  readonly enum?: ReadonlyArray<unknown>
  readonly anyOf?: ReadonlyArray<JsonSchema>
  readonly oneOf?: ReadonlyArray<JsonSchema>
  readonly $ref?: string
  readonly maxLength?: number
  readonly minLength?: number
  readonly minimum?: number
  readonly maximum?: number
  readonly format?: string
  readonly contentMediaType?: string
}

export interface ContractEndpoint {
  readonly id: string
  readonly method: string
  /** OpenAPI form: `/api/chats/{id}`. */
  readonly path: string
  readonly pathParams: ReadonlyArray<string>
  readonly query: Readonly<Record<string, JsonSchema>>
  readonly auth: "public" | "user" | "admin"
  readonly body: JsonSchema | undefined
  readonly bodyType: string | undefined
}

const spec = OpenApi.fromApi(Api) as unknown as {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string
        parameters?: Array<{ name: string; in: string; schema: JsonSchema }>
        requestBody?: { content: Record<string, { schema: JsonSchema }> }
      }
    >
  >
  components: { schemas: Record<string, JsonSchema> }
}

/** Inlines `$ref`s so a schema stands on its own. */
export const resolve = (schema: JsonSchema): JsonSchema => {
  if (schema.$ref) return resolve(spec.components.schemas[schema.$ref.split("/").pop() ?? ""] ?? {})
  return {
    ...schema,
    ...(schema.properties
      ? { properties: Object.fromEntries(Object.entries(schema.properties).map(([k, v]) => [k, resolve(v)])) }
      : {}),
    ...(schema.items ? { items: resolve(schema.items) } : {}),
    ...(schema.anyOf ? { anyOf: schema.anyOf.map(resolve) } : {}),
    ...(schema.oneOf ? { oneOf: schema.oneOf.map(resolve) } : {}),
  }
}

const collect = (): ReadonlyArray<ContractEndpoint> => {
  const endpoints: ContractEndpoint[] = []
  HttpApi.reflect(Api, {
    onGroup: () => {},
    onEndpoint: ({ group, endpoint, middleware }) => {
      const path = endpoint.path.replace(/:(\w+)/g, "{$1}")
      const operation = spec.paths[path]?.[endpoint.method.toLowerCase()]
      const parameters = operation?.parameters ?? []
      const [bodyType, content] = Object.entries(operation?.requestBody?.content ?? {})[0] ?? []
      endpoints.push({
        id: operation?.operationId ?? `${group.identifier} ${endpoint.method} ${path}`,
        method: endpoint.method,
        path,
        pathParams: parameters.filter((p) => p.in === "path").map((p) => p.name),
        query: Object.fromEntries(parameters.filter((p) => p.in === "query").map((p) => [p.name, p.schema])),
        auth: middleware.has(AdminOnly as never)
          ? "admin"
          : middleware.has(Authorization as never) || middleware.has(BearerToken as never)
            ? "user"
            : "public",
        body: content ? resolve(content.schema) : undefined,
        bodyType,
      })
    },
  })
  return endpoints
}

export const contractEndpoints = collect()

/** `/api/chats/{id}` with `{ id: "…" }` → `/api/chats/…` (each value URL-encoded). */
export const fillPath = (path: string, params: Readonly<Record<string, string>>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""))
