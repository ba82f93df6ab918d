// studio's `npm run seed:validate` runs the Studio schema's own rules (Sanity's validateDocument)
// over a seed folder. The real seed is checked by `npm run test:studio`; this proves the check
// can fail: a broken copy of the seed gets the owner-facing messages, with document and field.
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { REPO_ROOT } from '../../pipeline/cli.ts'

let seed: string
beforeAll(async () => {
  seed = await mkdtemp(path.join(tmpdir(), 'seed-validate-'))
  await cp(path.join(REPO_ROOT, 'studio', 'seed'), seed, { recursive: true })
})
afterAll(() => rm(seed, { recursive: true, force: true }))

async function edit(file: string, id: string, change: (doc: Record<string, unknown>) => void) {
  const lines = (await readFile(path.join(seed, file), 'utf8')).trim().split('\n')
  const at = lines.findIndex((line) => JSON.parse(line)._id === id)
  const doc = JSON.parse(lines[at])
  change(doc)
  lines[at] = JSON.stringify(doc)
  await writeFile(path.join(seed, file), `${lines.join('\n')}\n`)
}

it('rejects a broken seed with the Studio validation messages', async () => {
  await edit('bikes.ndjson', 'bike.honda-pcx', (bike) => (bike.price = -5))
  await edit('bikes.ndjson', 'bike.yamaha-nmax', (bike) => (bike.rating = 5.4))
  await edit('messages.ndjson', 'message.booking.error', (message) => delete message.th)
  // English has {seconds} only as an ICU plural argument: dropping it from Thai must still be caught.
  await edit('messages.ndjson', 'message.booking.throttled', (message) => (message.th = 'กรุณารอสักครู่'))
  // A text the website cannot parse (the sync would refuse it too) is refused in the Studio.
  await edit('messages.ndjson', 'message.meta.title', (message) => (message.zh = '普吉岛摩托车租赁 {price 泰铢起'))
  // A message to customers with a placeholder it may not hold: the Studio's rule, by message and language.
  await edit('settings.ndjson', 'siteSettings', (settings) => {
    const extended = (settings.customerMessages as Record<string, Record<string, string>>).extended
    extended.ru = extended.ru.replace('{price}', '{total}')
  })
  const run = await new Promise<{ code: number; out: string }>((resolve) =>
    execFile('npm', ['run', '--silent', '--prefix', 'studio', 'seed:validate', '--', seed], { cwd: REPO_ROOT }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: out + err }),
    ),
  )
  expect(run.code).not.toBe(0)
  expect(run.out).toContain('bike.honda-pcx price: [error] Price must be a whole number of baht per day, above 0')
  expect(run.out).toContain('bike.yamaha-nmax rating: [error] Rating must be a number from 4.6 to 4.9 with one decimal, e.g. 4.8')
  expect(run.out).toContain('message.booking.error th: [error] Write the Thai text')
  expect(run.out).toContain('message.booking.throttled th: [error] Keep exactly these placeholders from the English text, unchanged and in curly brackets: {seconds}')
  expect(run.out).toMatch(/message\.meta\.title zh: \[error\] The website cannot read this text: check the curly brackets \{ \} \(\w+/)
  expect(run.out).toContain('siteSettings customerMessages.extended.ru: [error] Unknown placeholder {total}: this message may use {name}, {bike}, {to}, {price}, {shop}')
  expect(run.out).toContain('6 problem(s) in the seed.')
}, 120_000)
