import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"

import { ProblemNotice } from "./problem-notice.tsx"

afterEach(cleanup)

describe("ProblemNotice", () => {
  it("reads the problem out as an alert", () => {
    render(<ProblemNotice problem="Errore nel riscatto del codice. Riprova." />)
    expect(screen.getByRole("alert")).toHaveTextContent("Errore nel riscatto del codice. Riprova.")
  })

  it("shows nothing while there is no problem", () => {
    const { container } = render(<ProblemNotice problem={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
