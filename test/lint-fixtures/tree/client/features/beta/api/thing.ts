// must pass: another feature's module
export const thing = 2
