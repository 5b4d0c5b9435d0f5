export const own = 3
