import type { Row } from "postgres"
import type { Sql, Tx } from "./db.ts"

/**
 * SQL composed as plain text and parameters, for the hot paths (the append, projection batches). The driver's
 * own fragments make a promise-backed query object per piece and walk them again on every call; an append is
 * built of about twenty, which cost more CPU than the rest of the append. A `Fragment` is just strings and
 * arguments; `render` numbers the parameters in one pass, and the same shape always gives the same text, so the
 * driver's prepared-statement cache serves it.
 */
export class Fragment {
  readonly strings: ReadonlyArray<string>
  readonly args: ReadonlyArray<unknown>
  constructor(strings: ReadonlyArray<string>, args: ReadonlyArray<unknown>) {
    this.strings = strings
    this.args = args
  }
}

/** A quoted identifier (a table or column name). */
class Identifier {
  readonly name: string
  constructor(name: string) {
    this.name = name
  }
}

/** A value sent as jsonb. */
class Json {
  readonly value: unknown
  constructor(value: unknown) {
    this.value = value
  }
}

/** Text inserted as is: only for constants of our own code (a type name), never for input. */
class Raw {
  readonly text: string
  constructor(text: string) {
    this.text = text
  }
}

export const q = (strings: TemplateStringsArray, ...args: ReadonlyArray<unknown>) =>
  new Fragment(strings, args)
export const ident = (name: string) => new Identifier(name)
export const json = (value: unknown) => new Json(value)
export const raw = (text: string) => new Raw(text)

/** The fragments one after the other, `separator` between them. */
export const join = (fragments: ReadonlyArray<Fragment>, separator = ", "): Fragment =>
  new Fragment(["", ...fragments.slice(1).map(() => separator), ""], fragments)

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The statement's text with `$n` placeholders, and its parameters (jsonb ones typed by `db.json`). */
export const render = (db: Sql | Tx, fragment: Fragment) => {
  const values: Array<unknown> = []
  let text = ""
  const walk = (f: Fragment) => {
    for (let i = 0; i < f.strings.length; i++) {
      text += f.strings[i]
      if (i >= f.args.length) continue
      const arg = f.args[i]
      if (arg instanceof Fragment) walk(arg)
      else if (arg instanceof Identifier) text += quote(arg.name)
      else if (arg instanceof Raw) text += arg.text
      else {
        values.push(arg instanceof Json ? db.json(arg.value as never) : arg)
        text += `$${values.length}`
      }
    }
  }
  walk(fragment)
  return { text, values }
}

/**
 * Runs a fragment. `prepare` (the default) keeps the statement prepared on the connection: right for shapes that
 * repeat (an append); a rebuild's one-off batch shapes pass false.
 */
export const run = <R extends Row = Row>(db: Sql | Tx, fragment: Fragment, prepare = true) => {
  const { text, values } = render(db, fragment)
  return db.unsafe<R[]>(text, values as never, { prepare })
}
