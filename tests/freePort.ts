// A loopback port nobody holds now, for a server a test starts on its own (the engines' drivers,
// `npm run dev` in its e2e test).
import { createServer } from 'node:net'

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}
