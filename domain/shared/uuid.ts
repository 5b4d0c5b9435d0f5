/**
 * A UUID, in either case: the core's own check (projections skip events of streams whose subject is not one).
 * The edges use the contract's `Uuid` (contract/uuid.ts), which the core may not import.
 */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
