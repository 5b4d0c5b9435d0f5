import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"

import { notify } from "../../../lib/notify.ts"
import { renderWithProviders } from "../../../../test/support/client/chat-tools.tsx"
import { ImageAttachButton } from "./image-attach-button.tsx"

vi.mock("../../../lib/notify.ts", () => ({
  notify: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() },
}))

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
})

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId("image-file-input"), { target: { files: [file] } })

describe("ImageAttachButton", () => {
  it("is a labelled button whose picker accepts only the SPEC formats", () => {
    renderWithProviders(<ImageAttachButton onImage={vi.fn()} />)
    expect(screen.getByRole("button", { name: "Allega un'immagine" })).toBeEnabled()
    expect(screen.getByTestId("image-file-input")).toHaveAttribute(
      "accept",
      "image/jpeg,image/jpg,image/png,image/gif,image/webp,.jpeg,.jpg,.png,.gif,.webp",
    )
  })

  it("toasts an unsupported format", async () => {
    const onImage = vi.fn()
    renderWithProviders(<ImageAttachButton onImage={onImage} />)
    choose(new File(["<svg/>"], "disegno.svg", { type: "image/svg+xml" }))
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith("Formato non supportato. Usa JPG, PNG, GIF o WebP."),
    )
    expect(onImage).not.toHaveBeenCalled()
  })

  it("toasts an image over 10 MB", async () => {
    renderWithProviders(<ImageAttachButton onImage={vi.fn()} />)
    choose(new File([new Uint8Array(10 * 1024 * 1024 + 1)], "enorme.jpg", { type: "image/jpeg" }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Immagine troppo grande. Massimo 10MB."))
  })

  it("toasts a file it cannot read as an image", async () => {
    // jsdom never decodes images: stand in a browser that fails on this corrupt file.
    class BrokenImage {
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      set src(_value: string) {
        setTimeout(() => this.onerror?.(), 0)
      }
    }
    vi.stubGlobal("Image", BrokenImage)
    renderWithProviders(<ImageAttachButton onImage={vi.fn()} />)
    choose(new File([new Uint8Array([1, 2, 3])], "rotta.png", { type: "image/png" }))
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith("Impossibile leggere il file immagine"), {
      timeout: 3000,
    })
  })

  it("can be disabled", () => {
    renderWithProviders(<ImageAttachButton onImage={vi.fn()} disabled />)
    expect(screen.getByRole("button", { name: "Allega un'immagine" })).toBeDisabled()
  })
})
