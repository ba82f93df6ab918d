// The content rules in studio/rules/content.ts are applied by two paths: the Studio's schema
// validation (run here by Sanity's own validateDocument, via `npm run seed:validate`) and the
// website's sync. Each bad value below is put into one copy of the seed; both paths must refuse
// it, naming document and field, with the same owner-facing words.
import { execFile } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { REPO_ROOT } from '../sync/cli.ts'
import { fetchContent } from '../sync/run.ts'
import { createSeedSource } from '../sync/seed-source.ts'
import { validateContent } from '../sync/validate.ts'

type Doc = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

interface Row {
  what: string
  file: string
  id: string
  edit: (doc: Doc) => void
  /** How the Studio names document and field, and how the sync does. */
  studio: string
  sync: string
  message: string
}

const settings = (what: string, edit: (doc: Doc) => void, field: string, message: string): Row => ({
  what, file: 'settings.ndjson', id: 'siteSettings', edit, studio: `siteSettings ${field}:`, sync: `siteSettings: ${field}`, message,
})

const PLAIN = 'must be plain text, without markup such as <b> or </title>'
const rows: Row[] = [
  // The sync took any 8 to 15 digits; a leading 0 is a local number WhatsApp cannot reach.
  settings('WhatsApp with a leading 0', (d) => (d.whatsappNumber = '0812345678'), 'whatsappNumber', 'Use digits only, starting with the country code (66 for Thailand), e.g. 66812345678'),
  // The sync had no upper bound.
  settings('gallery count above 12', (d) => (d.galleryInitialCount = 40), 'galleryInitialCount', 'Choose a whole number from 1 to 12'),
  // Phone and Line patterns and the closing time were checked only in the Studio.
  settings('phone in words', (d) => (d.phone = 'call the shop'), 'phone', 'Write the phone number with digits and spaces only, e.g. +66 81 234 5678'),
  settings('Line ID with @', (d) => (d.lineId = '@phuketmoto'), 'lineId', 'Write the Line ID without "@" or spaces, e.g. phuketmoto'),
  settings('closing before opening', (d) => (d.closesAt = '07:30'), 'closesAt', 'Closing time must be later than opening time'),
  // Texts for people (also refused by the sync alone before; now by the Studio too).
  settings('markup in the shop name', (d) => (d.shopName = 'Moto </title><script>x()</script>'), 'shopName', PLAIN),
  settings('bidi override in the district', (d) => (d.district = '\u202EuhtaK'), 'district', 'must not contain bidirectional override characters'),
  settings('control character in a translation', (d) => (d.addressLine.th = 'ภูเก็ต\u0007'), 'addressLine.th', 'must not contain control characters'),
  {
    what: 'markup in a bike name', file: 'bikes.ndjson', id: 'bike.honda-pcx', edit: (d) => (d.name = 'Honda <img src=x onerror=alert(1)>'),
    studio: 'bike.honda-pcx name:', sync: 'bike "honda-pcx": name', message: PLAIN,
  },
  {
    what: 'markup in a website text', file: 'messages.ndjson', id: 'message.meta.title', edit: (d) => (d.en = "Rental '</title><script>' {price}"),
    studio: 'message.meta.title en:', sync: 'message "meta.title": en text', message: PLAIN,
  },
]

let seed: string
let studioOut: string
let studioCode: number
let syncProblems: string[]

beforeAll(async () => {
  seed = await mkdtemp(path.join(tmpdir(), 'shared-rules-'))
  await cp(path.join(REPO_ROOT, 'studio', 'seed'), seed, { recursive: true })
  for (const row of rows) {
    const file = path.join(seed, row.file)
    const lines = (await readFile(file, 'utf8')).trim().split('\n')
    const at = lines.findIndex((line) => JSON.parse(line)._id === row.id)
    const doc = JSON.parse(lines[at])
    row.edit(doc)
    lines[at] = JSON.stringify(doc)
    await writeFile(file, `${lines.join('\n')}\n`)
  }
  const run = await new Promise<{ code: number; out: string }>((resolve) =>
    execFile('npm', ['run', '--silent', '--prefix', 'studio', 'seed:validate', '--', seed], { cwd: REPO_ROOT }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out: out + err }),
    ),
  )
  studioOut = run.out
  studioCode = run.code
  try {
    validateContent(await fetchContent(await createSeedSource(seed)), 'test')
    syncProblems = []
  } catch (error) {
    syncProblems = [...((error as { problems?: string[] }).problems ?? [String(error)])]
  }
}, 180_000)
afterAll(() => rm(seed, { recursive: true, force: true }))

it('the Studio refuses the broken seed', () => expect(studioCode).not.toBe(0))

it.each(rows)('$what: refused by the Studio and by the sync with the same words', (row) => {
  const studioLine = studioOut.split('\n').find((line) => line.includes(row.studio) && line.includes(row.message))
  expect(studioLine, `Studio output:\n${studioOut}`).toBeDefined()
  expect(studioLine).toContain('[error]')
  const syncLine = syncProblems.find((line) => line.startsWith(row.sync) && line.includes(row.message))
  expect(syncLine, `sync problems:\n${syncProblems.join('\n')}`).toBeDefined()
})
