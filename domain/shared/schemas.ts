import { Schema } from "effect"

/** An ISO-8601 UTC instant, e.g. `2026-11-21T09:00:00.000Z`. */
export const InstantSchema = Schema.String

/** Every event payload starts at version 1; upcasters beside the event raise older shapes. */
export const SchemaVersion1 = Schema.tag(1)
