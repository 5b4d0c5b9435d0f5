import type { HttpApi, HttpApiEndpoint, HttpApiGroup } from "effect/http-api"

import type { Api } from "../../contract/api.ts"

/*
 * The API's endpoints as types, read from the contract (contract/api.ts) with `import type` only: nothing of
 * Effect reaches the bundle. An endpoint is named "group.endpoint" as the contract names it ("admin.stats");
 * its answer and body are the `Schema.Type` of its Schemas (the DTOs are plain JSON shapes: strings for dates).
 */

type Groups = typeof Api extends HttpApi.HttpApi<infer _Id, infer G> ? G : never
type GroupName = HttpApiGroup.Identifier<Groups>
type EndpointsOf<G extends string> = HttpApiGroup.Endpoints<HttpApiGroup.WithIdentifier<Groups, G>>

/** "admin.stats", "chats.create", …: every endpoint of the contract. */
export type EndpointKey = {
  [G in GroupName]: `${G}.${HttpApiEndpoint.Identifier<EndpointsOf<G>>}`
}[GroupName]

type EndpointAt<K extends EndpointKey> = K extends `${infer G}.${infer E}`
  ? HttpApiEndpoint.WithIdentifier<EndpointsOf<G>, E>
  : never

/** The JSON the endpoint answers with when it succeeds. */
export type SuccessOf<K extends EndpointKey> = HttpApiEndpoint.Success<EndpointAt<K>>["Type"]

/** The JSON body the endpoint takes. */
export type PayloadOf<K extends EndpointKey> = HttpApiEndpoint.Payload<EndpointAt<K>>["Type"]
