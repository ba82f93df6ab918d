// The outbox's storage: one rendered .html and one .json (the request as received) per e-mail,
// named by arrival time so a plain directory listing is already in order.
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { SendRequest } from './validate.ts'

/** The shop's e-mail, or the visitor's confirmation EmailJS's auto-reply sends with it. */
export type EmailKind = 'shop' | 'auto-reply'

export type StoredEmail = {
  id: string
  receivedAt: string
  kind: EmailKind
  /** The auto-reply's recipient; the shop's address lives in the EmailJS dashboard, not here. */
  to?: string
  subject: string
  request: SendRequest
}

/** Ids are generated here and checked on every read, so a URL can never name another file. */
const ID_PATTERN = /^\d{8}T\d{9}Z-\d{4}$/

export function isEmailId(value: string): boolean {
  return ID_PATTERN.test(value)
}

function subjectOf(html: string): string {
  return /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1].trim() ?? '(no subject)'
}

export function createMailbox(dir: string) {
  let sequence = 0

  function nextId(now: Date): string {
    sequence = (sequence + 1) % 10_000
    const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '')
    return `${stamp}-${String(sequence).padStart(4, '0')}`
  }

  return {
    dir,
    async save(request: SendRequest, html: string, now = new Date(), delivery: { kind: EmailKind; to?: string } = { kind: 'shop' }): Promise<StoredEmail> {
      await mkdir(dir, { recursive: true })
      const email: StoredEmail = { id: nextId(now), receivedAt: now.toISOString(), ...delivery, subject: subjectOf(html), request }
      await writeFile(join(dir, `${email.id}.html`), html)
      await writeFile(join(dir, `${email.id}.json`), `${JSON.stringify(email, null, 2)}\n`)
      return email
    },

    /** Newest first. */
    async list(): Promise<StoredEmail[]> {
      const names = await readdir(dir).catch(() => [] as string[])
      const ids = names.filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -5)).filter(isEmailId)
      ids.sort().reverse()
      const emails = await Promise.all(ids.map((id) => readFile(join(dir, `${id}.json`), 'utf8')))
      return emails.map((text) => JSON.parse(text) as StoredEmail)
    },

    async read(id: string, ext: 'html' | 'json'): Promise<string | undefined> {
      if (!isEmailId(id)) return undefined
      return readFile(join(dir, `${id}.${ext}`), 'utf8').catch(() => undefined)
    },

    /** Removes the stored e-mails only (tests start from an empty outbox). */
    async clear(): Promise<void> {
      const names = await readdir(dir).catch(() => [] as string[])
      const ours = names.filter((n) => isEmailId(n.replace(/\.(html|json)$/, '')))
      await Promise.all(ours.map((n) => rm(join(dir, n), { force: true })))
    },
  }
}

export type Mailbox = ReturnType<typeof createMailbox>
