export const thing = 2
