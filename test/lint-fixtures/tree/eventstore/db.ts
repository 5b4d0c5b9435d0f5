// must pass: a stub of the pool
export const Db = 1
