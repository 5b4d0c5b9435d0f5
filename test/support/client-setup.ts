import "@testing-library/jest-dom/vitest"
import { configure } from "@testing-library/react"

// Routes load lazily (their own chunks): the first visit of a route in a test file transforms and imports its
// module tree, which on a busy 2-core machine can take longer than testing-library's 1 s default wait.
configure({ asyncUtilTimeout: 8_000 })
