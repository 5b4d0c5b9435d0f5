import type { Page } from "@playwright/test"

/** A short tag shared by the users of one test, so a search finds exactly them. */
export const newTag = () => Math.random().toString(36).slice(2, 7)

/** The row of the user table whose header names `name`. */
export const userRow = (page: Page, name: string) =>
  page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(name) }) })

/** The admin page's search field. */
export const search = (page: Page) => page.getByLabel("Cerca per nome o email")
