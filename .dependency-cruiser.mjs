/*
 * The import boundaries of ARCHITECTURE.md ("Allowed imports"), checked by dependency-cruiser on the path each
 * import resolves to: one rule per arrow, whatever the folder depth of the importing file. Run by `npm run lint`;
 * test/lint-fixtures/ proves every rule fails on a bad import (boundaries.unit.test.ts).
 *
 * `from` and `to` are regular expressions on paths relative to the project root. Imports of packages resolve into
 * node_modules/<package>/, Node's own modules to their bare name (`crypto`, `node:crypto`).
 */

const tests = "\\.(unit|int)\\.test\\.ts$"
const layer = (name) => `^${name}/`
const effect = "(^|/)node_modules/effect/"
const testTooling = "(^|/)node_modules/(vitest|@effect/vitest|fast-check)/"
const clientShared = "^client/(components|config|lib|pwa|styles)/"
const clientTests = "\\.test\\.tsx?$"

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "domain-is-pure",
      comment:
        "domain/ imports only effect and itself: no Node module (crypto included), no package, no other layer",
      severity: "error",
      from: { path: layer("domain"), pathNot: tests },
      to: { pathNot: [layer("domain"), effect] },
    },
    {
      name: "domain-tests-are-pure",
      comment: "domain/ tests import the domain, effect, the test runner and test/support/ only",
      severity: "error",
      from: { path: `^domain/.*${tests}` },
      to: { pathNot: [layer("domain"), effect, testTooling, "^test/support/"] },
    },
    {
      name: "core-below-commands",
      comment: "the core (domain, eventstore, projections, adapters) never imports a use case from commands/",
      severity: "error",
      from: { path: "^(domain|eventstore|projections|adapters)/" },
      to: { path: layer("commands") },
    },
    {
      name: "eventstore-imports-domain-only",
      comment: "eventstore/ imports domain/ and nothing above it",
      severity: "error",
      from: { path: layer("eventstore") },
      to: { path: "^(projections|adapters|contract|api|jobs|cli|client)/" },
    },
    {
      name: "projections-import-eventstore-and-domain",
      comment: "projections/ import eventstore/ and domain/ only: not adapters/ nor an edge",
      severity: "error",
      from: { path: layer("projections") },
      to: { path: "^(adapters|contract|api|jobs|cli|client)/" },
    },
    {
      name: "adapters-import-eventstore-and-domain",
      comment: "adapters/ import eventstore/ and domain/ only: not projections/ nor an edge",
      severity: "error",
      from: { path: layer("adapters") },
      to: { path: "^(projections|contract|api|jobs|cli|client)/" },
    },
    {
      name: "commands-below-the-edges",
      comment: "commands/ imports the core and contract/, never an edge (api/, jobs/, cli/) nor client/",
      severity: "error",
      from: { path: layer("commands") },
      to: { path: "^(api|jobs|cli|client)/" },
    },
    {
      name: "api-not-jobs-or-cli",
      comment:
        "api/ calls use cases in commands/: it imports neither jobs/ nor cli/ nor client/ (its tests may run job handlers)",
      severity: "error",
      from: { path: layer("api"), pathNot: tests },
      to: { path: "^(jobs|cli|client)/" },
    },
    {
      name: "api-tests-not-cli",
      comment:
        "api/ tests drive the app over HTTP and may run its job handlers; they import neither cli/ nor client/",
      severity: "error",
      from: { path: `^api/.*${tests}` },
      to: { path: "^(cli|client)/" },
    },
    {
      name: "edges-never-append",
      comment:
        "api/ and jobs/ never append by themselves: the command handler, the event codec and the append statement are for commands/ (through eventstore/)",
      severity: "error",
      from: { path: "^(api|jobs)/", pathNot: tests },
      to: { path: "^eventstore/(command-handler|event-codec|append-statement|append-batches|append)\\.ts$" },
    },
    {
      name: "jobs-not-api-or-cli",
      comment: "jobs/ run use cases from commands/: they import neither api/ nor cli/ nor client/",
      severity: "error",
      from: { path: layer("jobs") },
      to: { path: "^(contract|api|cli|client)/" },
    },
    {
      name: "cli-starts-only-the-server",
      comment: "cli/ wires commands/, jobs/ and the core; of api/ it starts only api/server.ts",
      severity: "error",
      from: { path: layer("cli") },
      to: { path: "^(contract/|api/(?!server\\.ts$)|client/)" },
    },
    {
      name: "contract-is-browser-safe",
      comment:
        "contract/ is browser-safe: Schemas and endpoint declarations, importing only effect and itself (not commands/, domain/ or api/)",
      severity: "error",
      from: { path: layer("contract") },
      to: { pathNot: [layer("contract"), effect] },
    },
    {
      name: "client-speaks-only-the-contract",
      comment: "client/ may import from the server only contract/, and nothing of Node",
      severity: "error",
      from: { path: layer("client") },
      to: { path: "^(domain|eventstore|projections|adapters|commands|api|jobs|cli)/" },
    },
    {
      name: "client-sources-not-tests",
      comment:
        "client/ sources never import test code; its tests may use the client's test support (test/support/client/)",
      severity: "error",
      from: { path: layer("client"), pathNot: clientTests },
      to: { path: layer("test") },
    },
    {
      name: "client-tests-only-client-support",
      comment:
        "client/ tests take from test/ only the client's test support (test/support/client/, the setup file)",
      severity: "error",
      from: { path: `^client/.*${clientTests}` },
      to: { path: layer("test"), pathNot: "^test/support/(client/|client-setup\\.ts$)" },
    },
    {
      name: "client-node-free",
      comment: "client/ runs in the browser: no Node module",
      severity: "error",
      from: { path: layer("client") },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "client-contract-types-only",
      comment:
        "client/ imports the contract as types only (`import type`): its values would pull Effect and Schema into the bundle",
      severity: "error",
      from: { path: layer("client") },
      to: { path: [layer("contract"), effect], dependencyTypesNot: ["type-only"] },
    },
    {
      name: "client-shared-not-features",
      comment:
        "client shared folders (components, config, lib, pwa, styles) serve the features: they import neither a feature nor client/app",
      severity: "error",
      from: { path: clientShared },
      to: { path: "^client/(features|app)/" },
    },
    {
      name: "client-feature-not-app",
      comment: "a feature never imports client/app: the app composes the features",
      severity: "error",
      from: { path: "^client/features/" },
      to: { path: "^client/app/" },
    },
    {
      name: "client-feature-not-another-feature",
      comment:
        "a feature never imports another feature: move what both need to client/components or client/lib, or compose them in client/app",
      severity: "error",
      from: { path: "^client/features/([^/]+)/" },
      to: { path: "^client/features/", pathNot: "^client/features/$1/" },
    },
  ],
  options: {
    // swc parses TypeScript (type-only imports included): the typescript package (7) has no parser API
    parser: "swc",
    doNotFollow: { path: "(^|/)node_modules/" },
    exclude: { path: "^(dist|\\.data|test/lint-fixtures)/" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "node", "default", "types"],
      mainFields: ["module", "main", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
