/*
 * The `code` of an error body names the condition: the domain error's tag in SCREAMING_SNAKE_CASE. The type
 * follows the tag, so a mapping `new Conflict({ code: conditionCode(error._tag), ... })` only compiles when the
 * contract (contract/errors.ts) declares that code for the class.
 */

type Tail<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? Uppercase<C> : `_${C}`}${Tail<Rest>}`
  : ""

export type ConditionCode<Tag extends string> = Tag extends `${infer C}${infer Rest}`
  ? `${Uppercase<C>}${Tail<Rest>}`
  : never

export const conditionCode = <Tag extends string>(tag: Tag): ConditionCode<Tag> =>
  // The template type above spells the same rule as this expression; the unit test checks they agree.
  tag.replace(/(?<=[a-z0-9])([A-Z])/g, "_$1").toUpperCase() as ConditionCode<Tag>
