import { Result } from "effect"
import { IpNetwork, NetAddress } from "effect/net"

/**
 * What a per-client limit counts by, from the client's IP address: an IPv4 address itself (an IPv4-mapped IPv6
 * address, `::ffff:1.2.3.4`, is that IPv4 address), an IPv6 address by its /64, since one subscriber is given a
 * whole /64 and would otherwise be countless clients. Anything that is not an address (a Unix socket) is kept as
 * it is.
 */
export const clientNetwork = (ip: string): string => {
  const parsed = NetAddress.ipFromString(ip.trim().replace(/%.*$/, ""))
  if (Result.isFailure(parsed)) return ip
  const address = NetAddress.toCanonical(parsed.success)
  if (NetAddress.isIpv4Address(address)) return NetAddress.formatIp(address)
  return Result.match(IpNetwork.fromAddress(address, 64), {
    onFailure: () => ip,
    onSuccess: IpNetwork.format,
  })
}
