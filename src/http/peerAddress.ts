/**
 * The header in which the app's own server (scripts/serve.ts) passes each request's socket address on
 * to Next. The server always overwrites it, so a client can never choose its value.
 */
export const PEER_ADDRESS_HEADER = 'x-combles-peer-address'
