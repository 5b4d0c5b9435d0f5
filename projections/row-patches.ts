import { ident, join, json, q, raw } from "../eventstore/sql-text.ts"
import type { Statement } from "./projection.ts"

type Values = Record<string, unknown>

/** What a batch of events does to one row: it creates it, changes some columns, or deletes it. */
type Patch =
  | { readonly kind: "insert"; readonly row: Values }
  | { readonly kind: "update"; readonly set: Values; readonly add: Record<string, number> }
  | { readonly kind: "delete" }

/**
 * Folds a batch of events into at most one change per row, then writes them in three statements (insert,
 * update, delete) whatever the size of the batch: the same code serves an append (a few events, inline) and a
 * rebuild (thousands). Inserted rows carry every column (no defaults apply).
 */
export class RowPatches {
  private readonly patches = new Map<string, Patch>()
  private readonly key: string
  private readonly keyType: "uuid" | "text" | "date"
  constructor(key: string, keyType: "uuid" | "text" | "date") {
    this.key = key
    this.keyType = keyType
  }

  insert(id: string, row: Values) {
    this.patches.set(id, { kind: "insert", row: { ...row, [this.key]: id } })
  }

  /** Sets columns; on a row inserted in this batch, changes the new row. */
  set(id: string, values: Values) {
    const patch = this.patches.get(id)
    if (patch?.kind === "delete") return
    if (patch?.kind === "insert") this.patches.set(id, { kind: "insert", row: { ...patch.row, ...values } })
    else this.patches.set(id, { kind: "update", set: { ...patch?.set, ...values }, add: { ...patch?.add } })
  }

  /** Adds to a counter column. */
  add(id: string, column: string, n: number) {
    const patch = this.patches.get(id)
    if (patch?.kind === "delete") return
    if (patch?.kind === "insert")
      this.patches.set(id, {
        kind: "insert",
        row: { ...patch.row, [column]: Number(patch.row[column] ?? 0) + n },
      })
    else
      this.patches.set(id, {
        kind: "update",
        set: { ...patch?.set },
        add: { ...patch?.add, [column]: (patch?.add[column] ?? 0) + n },
      })
  }

  delete(id: string) {
    this.patches.set(id, { kind: "delete" })
  }

  /** Rows inserted in this batch and not deleted since, with their values so far. */
  insertedRows(): ReadonlyArray<Values> {
    return [...this.patches.values()].flatMap((p) => (p.kind === "insert" ? [p.row] : []))
  }

  forget(id: string) {
    this.patches.delete(id)
  }

  /**
   * The statements, each touching a row at most once. The update names its keys as an array too: a set-returning
   * function's row estimate is a guess, and the key array is what lets Postgres use the primary key's index.
   */
  statements(table: string): Array<Statement> {
    const t = ident(table)
    const k = ident(this.key)
    const keyType = raw(this.keyType)
    const entries = [...this.patches.entries()]
    const inserts = entries.flatMap(([, p]) => (p.kind === "insert" ? [p.row] : []))
    const updates = entries.flatMap(([id, p]) => (p.kind === "update" ? [{ k: id, p: p.set, a: p.add }] : []))
    const deletes = entries.flatMap(([id, p]) => (p.kind === "delete" ? [id] : []))
    const out: Array<Statement> = []
    if (inserts.length > 0)
      out.push(q`insert into ${t} select * from jsonb_populate_recordset(null::${t}, ${json(inserts)})`)
    const [single] = updates
    if (updates.length === 1 && single) out.push(this.updateOne(table, single.k, single.p, single.a))
    else if (updates.length > 0) {
      const setColumns = [...new Set(updates.flatMap((u) => Object.keys(u.p)))]
      const addColumns = [...new Set(updates.flatMap((u) => Object.keys(u.a)))]
      const assignments = [
        ...(setColumns.length > 0
          ? [
              q`(${join(setColumns.map((c) => q`${ident(c)}`))}) = (select ${join(setColumns.map((c) => q`r.${ident(c)}`))}
                 from jsonb_populate_record(t, x.p) as r)`,
            ]
          : []),
        ...addColumns.map(
          (c) => q`${ident(c)} = t.${ident(c)} + coalesce((x.a ->> ${raw(literal(c))})::bigint, 0)`,
        ),
      ]
      out.push(q`update ${t} as t set ${join(assignments)}
        from jsonb_to_recordset(${json(updates)}) as x(k text, p jsonb, a jsonb)
        where t.${k} = any(${updates.map((u) => u.k)}::${keyType}[]) and t.${k} = x.k::${keyType}`)
    }
    if (deletes.length > 0) out.push(q`delete from ${t} where ${k} = any(${deletes}::${keyType}[])`)
    return out
  }

  /**
   * One row's update with plain parameters (the common append: a message moves its chat's counter and time):
   * Postgres types each parameter from its column, and it costs less than unpacking jsonb.
   */
  private updateOne(table: string, id: string, set: Values, add: Record<string, number>): Statement {
    const assignments = [
      ...Object.entries(set).map(
        ([c, v]) => q`${ident(c)} = ${typeof v === "object" && v !== null ? json(v) : v}`,
      ),
      ...Object.entries(add).map(([c, n]) => q`${ident(c)} = t.${ident(c)} + ${n}`),
    ]
    return q`update ${ident(table)} as t set ${join(assignments)} where t.${ident(this.key)} = ${id}::${raw(this.keyType)}`
  }
}

/** A column name as a SQL string literal (names are our own code's, checked to be plain). */
const literal = (column: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(column)) throw new Error(`not a plain column name: ${column}`)
  return `'${column}'`
}
