import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"

import { WelcomeBanner } from "./welcome-banner.tsx"

afterEach(() => {
  cleanup()
  localStorage.clear()
  window.history.replaceState(null, "")
})

const arriveVerified = () =>
  window.history.replaceState({ showWelcome: true, newUser: true, message: "Email verificata!" }, "")

describe("WelcomeBanner", () => {
  it("given a verified new user, then it welcomes without assuming a gender", () => {
    arriveVerified()
    render(<WelcomeBanner aiName="Luna" userId="u-1" />)
    expect(screen.getByText("Ti diamo il benvenuto in Cogi!")).toBeInTheDocument()
    expect(screen.getByText(/Quando te la senti, Luna è qui per ascoltarti/)).toBeInTheDocument()
  })

  it("given it was shown once, when the page is loaded again with the same state, then it stays away", () => {
    arriveVerified()
    render(<WelcomeBanner aiName="Luna" userId="u-1" />)
    cleanup()
    render(<WelcomeBanner aiName="Luna" userId="u-1" />)
    expect(screen.queryByText("Ti diamo il benvenuto in Cogi!")).toBeNull()
    expect(localStorage.getItem("cogi.seen.welcome.u-1")).toBe("1")
  })

  it("given another user in the same browser, then they still get their welcome", () => {
    arriveVerified()
    render(<WelcomeBanner aiName="Luna" userId="u-1" />)
    cleanup()
    render(<WelcomeBanner aiName="Luna" userId="u-2" />)
    expect(screen.getByText("Ti diamo il benvenuto in Cogi!")).toBeInTheDocument()
  })
})
