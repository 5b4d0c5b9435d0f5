import type { TestProject } from "vitest/node"
import { connect } from "../../eventstore/db.ts"
import {
  ensureDatabase,
  removeEmbeddedData,
  startEmbeddedPostgres,
} from "../../eventstore/embedded-postgres.ts"
import { migrate } from "../../eventstore/migrate.ts"

declare module "vitest" {
  export interface ProvidedContext {
    postgresAdminUrl: string
  }
}

/**
 * One Postgres server for the whole integration run (DATABASE_URL's server, else an embedded one in .data/),
 * and a migrated template database that every test file copies into a database of its own.
 */
export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL
  let stop = async () => {}
  let adminUrl: string
  if (external) {
    const url = new URL(external)
    url.pathname = "/postgres"
    adminUrl = url.toString()
  } else {
    const dir = `.data/test-pg-${process.pid}`
    const server = await startEmbeddedPostgres(dir, "postgres")
    adminUrl = server.url("postgres")
    stop = async () => {
      await server.stop()
      removeEmbeddedData(dir)
    }
  }
  const templateUrl = new URL(adminUrl)
  templateUrl.pathname = "/cogi_test_template"
  const admin = connect(adminUrl, { max: 1 })
  await admin.unsafe(`drop database if exists cogi_test_template with (force)`)
  await admin.end()
  await ensureDatabase(adminUrl, "cogi_test_template")
  const sql = connect(templateUrl.toString(), { max: 1 })
  await migrate(sql)
  await sql.end()
  project.provide("postgresAdminUrl", adminUrl)
  return stop
}
