// must pass: a feature's own module
export const own = 3
