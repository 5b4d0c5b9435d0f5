import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"

import { ReplyMarkdown, safeHref } from "./reply-markdown.tsx"

afterEach(cleanup)

const renderReply = (text: string) => render(<ReplyMarkdown text={text} />).container

describe("ReplyMarkdown", () => {
  it("given bold, italics, a list and code, then each renders as its element", () => {
    const root = renderReply("Prova a **respirare** con *calma*:\n\n- inspira\n- espira\n\nScrivi `4-7-8`.")
    expect(root.querySelector("strong")?.textContent).toBe("respirare")
    expect(root.querySelector("em")?.textContent).toBe("calma")
    expect([...root.querySelectorAll("li")].map((li) => li.textContent)).toEqual(["inspira", "espira"])
    expect(root.querySelector("code")?.textContent).toBe("4-7-8")
  })

  it("given a web link, then it opens apart without opener or referrer", () => {
    renderReply("Leggi [questa pagina](https://www.salute.gov.it/).")
    const link = screen.getByRole("link", { name: "questa pagina" })
    expect(link).toHaveAttribute("href", "https://www.salute.gov.it/")
    expect(link).toHaveAttribute("rel", "noopener noreferrer")
    expect(link).toHaveAttribute("target", "_blank")
  })

  it("given a javascript: or data: link, then no link is made", () => {
    const root = renderReply("[premi](javascript:alert(1)) e [qui](data:text/html,ciao)")
    expect(root.querySelectorAll("a")).toHaveLength(0)
    expect(root.textContent).toContain("premi")
  })

  it("given raw HTML, then it shows as text and no element is made", () => {
    const root = renderReply('Ciao <img src=x onerror="alert(1)"> <script>alert(2)</script><b>forte</b>')
    expect(root.querySelector("img, script, b")).toBeNull()
    expect(root.querySelector("[onerror]")).toBeNull()
  })

  it("given a Markdown image, then only its description shows (no remote request)", () => {
    const root = renderReply("![un tramonto](https://example.com/t.png)")
    expect(root.querySelector("img")).toBeNull()
    expect(root.textContent).toContain("un tramonto")
  })

  it("keeps only http(s) and mailto addresses", () => {
    expect(safeHref("https://a.it")).toBe("https://a.it")
    expect(safeHref("mailto:aiuto@a.it")).toBe("mailto:aiuto@a.it")
    expect(safeHref("JavaScript:alert(1)")).toBeNull()
    expect(safeHref("/dashboard")).toBeNull()
    expect(safeHref("tel:112")).toBeNull()
  })

  it("given a crisis number in a reply, then it is a tel: link; a number the app does not offer stays text", () => {
    const numbers = [
      { name: "Telefono Amico", phone: "02 2327 2327", dial: "0223272327" },
      { name: "Numero unico di emergenza", phone: "112", dial: "112" },
    ]
    render(
      <ReplyMarkdown
        text={"Puoi chiamare il 112 o Telefono Amico allo **02 2327 2327**. [Questo no](tel:899123456)."}
        numbers={numbers}
      />,
    )
    expect(screen.getByRole("link", { name: "112" })).toHaveAttribute("href", "tel:112")
    const amico = screen.getByRole("link", { name: "02 2327 2327" })
    expect(amico).toHaveAttribute("href", "tel:0223272327")
    expect(amico).not.toHaveAttribute("target")
    expect(screen.queryByRole("link", { name: "Questo no" })).not.toBeInTheDocument()
    expect(safeHref("tel:112", ["112"])).toBe("tel:112")
    expect(safeHref("tel:899123456", ["112"])).toBeNull()
  })
})
