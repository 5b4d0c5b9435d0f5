// must pass: a shared client module
export const shared = 1
