export type Role = "web" | "worker" | "all"

/**
 * `--role web|worker|all` (or `--role=…`), `all` by default. An unknown role exits 2 with a message, before
 * anything has started.
 */
export const startRole = (argv: ReadonlyArray<string>): Role => {
  const roleArg = argv.find((a) => a.startsWith("--role="))?.slice(7) ?? argv[argv.indexOf("--role") + 1]
  if (roleArg !== undefined && !["web", "worker", "all"].includes(roleArg) && argv.includes("--role")) {
    console.error(`Unknown --role "${roleArg}": use web, worker or all`)
    process.exit(2)
  }
  return roleArg === "web" || roleArg === "worker" ? roleArg : "all"
}
