export * from "./api.ts"
export * from "./errors.ts"
export * from "./health.ts"
export * from "./middleware.ts"
