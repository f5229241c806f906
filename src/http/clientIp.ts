import { parseEnv } from '@/config/env'
import { clientAddress } from '@/http/clientAddress'
import { PEER_ADDRESS_HEADER } from '@/http/peerAddress'

const { TRUSTED_PROXIES } = parseEnv()

/** The visitor's address for rate limits, from the socket (set by the app's server) and trusted proxies only. */
export function clientIp(headers: Pick<Headers, 'get'>): string {
  return clientAddress(headers.get(PEER_ADDRESS_HEADER), headers.get('x-forwarded-for'), TRUSTED_PROXIES)
}
