// Test helper: an outbox on a random loopback port with a fresh directory, torn down after the file.
// It plays the full confirmation, the most the site's parameters can show.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { startOutbox } from './app.ts'
import type { Mailbox } from './mailbox.ts'

export const TEST_ACCOUNTS = { publicKey: 'test-public-key', serviceId: 'service_test', templateId: 'template_test' }

export function setupOutbox() {
  const state = {} as { url: string; dir: string; mailbox: Mailbox; close: () => Promise<void> }
  beforeAll(async () => {
    state.dir = await mkdtemp(join(tmpdir(), 'outbox-'))
    const { server, url, mailbox } = await startOutbox({ ...TEST_ACCOUNTS, dir: state.dir, port: 0, autoReply: 'full', log: () => {} })
    Object.assign(state, { url, mailbox })
    state.close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  })
  afterEach(() => state.mailbox.clear())
  afterAll(async () => {
    await state.close()
    await rm(state.dir, { recursive: true, force: true })
  })
  return state
}
