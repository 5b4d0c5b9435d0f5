// must pass: a stub of the append statement builder
export const appendStatement = 1
