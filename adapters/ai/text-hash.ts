/** FNV-1a: the same words always get the same phrasing, different words usually a different one. */
export const hash = (text: string): number => {
  let value = 0x811c9dc5
  for (let index = 0; index < text.length; index++)
    value = Math.imul(value ^ text.charCodeAt(index), 0x01000193)
  return value >>> 0
}
