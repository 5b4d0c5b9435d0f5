import postgres from "postgres"
import { describe, expect, it } from "vitest"
import { ident, join, json, q, raw, render } from "./sql-text.ts"

// render only needs the driver's `json` (no connection is made)
const db = postgres({ host: "127.0.0.1", port: 1 })

describe("sql-text", () => {
  it("given nested fragments, when rendered, then parameters are numbered in text order and values kept", () => {
    const where = q`where a = ${1} and b = ${"due"}`
    const { text, values } = render(db, q`select * from ${ident("t")} ${where} limit ${10}`)
    expect(text).toBe(`select * from "t" where a = $1 and b = $2 limit $3`)
    expect(values).toEqual([1, "due", 10])
  })

  it("given identifiers with quotes, raw constants, json and joins, when rendered, then each is spelled safely", () => {
    const columns = join(["a", 'b"c'].map((c) => q`${ident(c)}`))
    const { text, values } = render(
      db,
      q`select ${columns} from x where k = any(${["1"]}::${raw("uuid")}[]) and d = ${json({ n: 1 })}`,
    )
    expect(text).toBe(`select "a", "b""c" from x where k = any($1::uuid[]) and d = $2`)
    expect(values[0]).toEqual(["1"])
    expect(values[1]).toMatchObject({ value: { n: 1 } })
  })

  it("given an empty join, when rendered, then it adds nothing", () => {
    expect(render(db, q`select 1${join([], "")}`).text).toBe("select 1")
  })

  it("given the same shape twice with other values, when rendered, then the text is the same (one prepared statement)", () => {
    const shape = (n: number) => q`select ${n}, ${json({ n })}`
    expect(render(db, shape(1)).text).toBe(render(db, shape(2)).text)
  })
})
