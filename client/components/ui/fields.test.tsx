import { cleanup, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it } from "vitest"

import { EmailField } from "./email-field.tsx"
import { SelectField } from "./select-field.tsx"
import { TextField } from "./text-field.tsx"

afterEach(cleanup)

describe("EmailField", () => {
  it("is a required e-mail input labelled Email, with the e-mail keyboard and autofill", () => {
    render(<EmailField value="" onChange={() => {}} error="Inserisci un'email valida" />)
    const input = screen.getByLabelText("Email")
    expect(input).toHaveAttribute("type", "email")
    expect(input).toHaveAttribute("name", "email")
    expect(input).toHaveAttribute("inputmode", "email")
    expect(input).toHaveAttribute("autocomplete", "email")
    expect(input).toBeRequired()
    expect(input).toHaveAccessibleDescription("Inserisci un'email valida")
  })
})

describe("field labels", () => {
  it("say (facoltativo) after an optional text field's or select's label, and nothing after a required one", () => {
    render(
      <>
        <TextField label="Telefono" optional value="" onChange={() => {}} />
        <TextField label="Nome" value="" onChange={() => {}} />
        <SelectField label="Relazione" optional options={[{ value: "", label: "—" }]} />
      </>,
    )
    expect(screen.getByLabelText("Telefono (facoltativo)").tagName).toBe("INPUT")
    expect(screen.getByLabelText("Nome")).toBeInTheDocument()
    expect(screen.getByLabelText("Relazione (facoltativo)").tagName).toBe("SELECT")
  })
})
