// Which web pages the local stand-in answers: pages served by this machine on loopback, the
// Studio's own (http://localhost:<port>) among them, as the outbox does (tools/outbox/app.ts).
// `*.localhost` is loopback too (browsers resolve it to this machine): the Studio reaches its API
// as placeholder.localhost:<port>.
const LOOPBACK_NAME = /^(127\.0\.0\.1|localhost|\[::1\]|[a-z0-9-]+\.localhost)$/

/** An Origin header of a page on this machine: http, a loopback host name, any port. */
export function isLocalOrigin(origin: string): boolean {
  const match = /^http:\/\/([^/:]+|\[::1\])(:\d+)?$/.exec(origin)
  return match !== null && LOOPBACK_NAME.test(match[1])
}

/** A Host header that names this machine (not a public name that resolves here: DNS rebinding). */
export function isLocalHost(host: string | undefined): boolean {
  if (!host) return false
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]
  return LOOPBACK_NAME.test(name)
}
