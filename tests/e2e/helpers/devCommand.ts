// `npm run dev` (tools/dev.ts) for a spec: started on free ports, so it runs beside a developer's
// own, and stopped with its whole process group (tsx, and Vite's and the Studio's servers in it).
// The Studio's build is the one `npm run dev` keeps in studio/dist-local (made on a fresh clone,
// which takes minutes on a 2-core machine).
import { expect } from '@playwright/test'
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { stripVTControlCharacters } from 'node:util'
import { REPO_ROOT } from '../../../pipeline/cli'
import { freePort } from '../../freePort'

export interface DevCommand {
  ports: { site: number; outbox: number; studio: number }
  /** Everything it printed so far. */
  output(): string
  exitCode(): number | null
  stop(): void
}

async function isFree(port: number): Promise<boolean> {
  const server = createServer()
  return new Promise((resolve) => {
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** Starts `npm run dev` and resolves once it printed the Studio's address (or ended). */
export async function startDevCommand(): Promise<DevCommand> {
  const [site, outbox] = [await freePort(), await freePort()]
  // The Studio takes the next port for its preview.
  let studio = await freePort()
  while (!(await isFree(studio + 1)) || studio + 1 === site || studio + 1 === outbox) studio = await freePort()

  const dev: ChildProcess = spawn('npx', ['tsx', 'tools/dev.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DEV_SITE_PORT: String(site), DEV_OUTBOX_PORT: String(outbox), DEV_STUDIO_PORT: String(studio) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  // Vite colours the port in its address line.
  const plain = (chunk: Buffer) => stripVTControlCharacters(chunk.toString())
  dev.stdout!.on('data', (chunk: Buffer) => (output += plain(chunk)))
  dev.stderr!.on('data', (chunk: Buffer) => (output += plain(chunk)))
  await expect.poll(() => output.includes('Studio:') || dev.exitCode !== null, { timeout: 840_000 }).toBe(true)
  return {
    ports: { site, outbox, studio },
    output: () => output,
    exitCode: () => dev.exitCode,
    stop() {
      if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM')
    },
  }
}
