/**
 * The server's idea of now, from the `Date` header of its last answer: a device whose clock or date is wrong (or
 * a server clock moved in end-to-end tests) still offers the days the server will accept. Second-resolution is
 * plenty for "from tomorrow"; before any answer, the device's clock.
 */
let offsetMs = 0

export const noteServerDate = (header: string | null, deviceNow = Date.now()): void => {
  if (header === null) return
  const server = Date.parse(header)
  if (Number.isFinite(server)) offsetMs = server - deviceNow
}

export const serverNow = (): Date => new Date(Date.now() + offsetMs)
