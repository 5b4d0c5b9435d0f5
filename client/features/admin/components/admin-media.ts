/** The admin page's breakpoints. */
/** Below this width the user table becomes a list of stacked cards. */
export const STACKED = "(max-width: 1000px)"
export const PHONE = "(max-width: 480px)"
