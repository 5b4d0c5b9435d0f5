import type { Sql, Tx } from "../eventstore/db.ts"
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
  statements(db: Sql | Tx, table: string): Array<Statement> {
    const t = db(table)
    const k = db(this.key)
    const keyType = db.unsafe(this.keyType)
    const entries = [...this.patches.entries()]
    const inserts = entries.flatMap(([, p]) => (p.kind === "insert" ? [p.row] : []))
    const updates = entries.flatMap(([id, p]) => (p.kind === "update" ? [{ k: id, p: p.set, a: p.add }] : []))
    const deletes = entries.flatMap(([id, p]) => (p.kind === "delete" ? [id] : []))
    const out: Array<Statement> = []
    if (inserts.length > 0)
      out.push(
        db`insert into ${t} select * from jsonb_populate_recordset(null::${t}, ${db.json(inserts as never)})`,
      )
    if (updates.length > 0) {
      const setColumns = [...new Set(updates.flatMap((u) => Object.keys(u.p)))]
      const addColumns = [...new Set(updates.flatMap((u) => Object.keys(u.a)))]
      const assignments = [
        ...(setColumns.length > 0
          ? [
              db`(${db(setColumns)}) = (select ${setColumns.map((c, i) => (i === 0 ? db`r.${db(c)}` : db`, r.${db(c)}`))}
                 from jsonb_populate_record(t, x.p) as r)`,
            ]
          : []),
        ...addColumns.map((c) => db`${db(c)} = t.${db(c)} + coalesce((x.a ->> ${c})::bigint, 0)`),
      ]
      out.push(db`update ${t} as t set ${assignments.map((a, i) => (i === 0 ? a : db`, ${a}`))}
        from jsonb_to_recordset(${db.json(updates as never)}) as x(k text, p jsonb, a jsonb)
        where t.${k} = any(${updates.map((u) => u.k)}::${keyType}[]) and t.${k} = x.k::${keyType}`)
    }
    if (deletes.length > 0) out.push(db`delete from ${t} where ${k} = any(${deletes}::${keyType}[])`)
    return out
  }
}
