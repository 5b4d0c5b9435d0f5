import { style } from "@vanilla-extract/css"

import { narrow } from "./chat-layout.css.ts"

/** At most this much of the screen, scrolling inside: the conversation above keeps most of it. */
export const cards = style({
  maxHeight: "min(30dvh, 320px)",
  overflowY: "auto",
  display: "flex",
  flexDirection: "column",
  gap: "8px",
  "@media": { [narrow]: { maxHeight: "45dvh" } },
  // nothing left to show (saved, or skipped): no empty box to Tab into
  selectors: { "&[hidden]": { display: "none" }, "&:empty": { display: "none" } },
})
