// Real Studio traffic, replayed: the /actions requests the built Studio sent while a person typed
// the owner guide's tasks key by key in the local Studio (recorded by
// tests/e2e/local-studio-edits.spec.ts with RECORD_STUDIO_TRAFFIC=on: setIfMissing, set, unset,
// insert and diffMatchPatch on nested and keyed paths, a create, publishes with revision checks),
// against the seed, leave every document as the person typed it, and no key the schema cannot know.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { loadSeedDataset } from '../../pipeline/sources/seed-source.ts'
import { withRevisions, type Doc } from './mutate.ts'
import { replay, TRAFFIC_FIXTURE, type RecordedRequest } from './replay.ts'

const requests = JSON.parse(readFileSync(TRAFFIC_FIXTURE, 'utf8')) as RecordedRequest[]
const keysOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(keysOf) : typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]) : []

it('replays the recorded Studio traffic to the documents the person typed, published, with no draft left', async () => {
  const documents = withRevisions((await loadSeedDataset(path.join(REPO_ROOT, 'studio', 'seed'))).documents as Doc[])
  const operations = new Set(requests.flatMap((request) => ((request.body as { actions: Array<{ actionType: string; patch?: object }> }).actions ?? []).flatMap((action) => [action.actionType, ...Object.keys(action.patch ?? {})])))
  expect([...operations].sort()).toEqual(expect.arrayContaining(['diffMatchPatch', 'insert', 'sanity.action.document.create', 'sanity.action.document.edit', 'sanity.action.document.publish', 'set', 'setIfMissing', 'unset']))

  // Each answered as when it was recorded.
  expect(await replay(documents, requests)).toEqual(requests.map((request) => request.status))
  const byId = (id: string) => documents.find((d) => d._id === id)
  expect(documents.filter((d) => d._id.startsWith('drafts.')).map((d) => d._id)).toEqual([])
  expect(byId('message.hero.title')).toMatchObject({ en: 'Explore Phuket on Two Wheels, at Your Own Pace', ru: 'Откройте Пхукет на двух колёсах' })
  expect(documents.filter((d) => d._type === 'season' && d.from === '2027-06-01')).toMatchObject([{ name: { en: 'Rainy season', zh: '雨季', th: 'หน้าฝน', ru: 'Сезон дождей' }, to: '2027-09-30', percent: -20 }])
  expect(byId('bike.yamaha-mt07')?.units).toMatchObject([{ name: 'MT-07 blue กข 1234', inService: true }, { name: 'MT-07 black กค 5678', inService: true }])
  const settings = byId('siteSettings')!
  expect(settings.prepayment).toMatchObject({ kind: 'percent', percent: 20 })
  expect(settings.cancellationPolicy).toMatchObject({ freeUntilDays: 7, text: { en: expect.stringMatching(/^Cancel 7 or more days/), zh: expect.stringMatching(/^在取车日前 7 天/) } })
  expect(settings.extras).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'snorkel-set', price: 80, unit: 'rental', name: expect.objectContaining({ en: 'Snorkel set', ru: 'Набор для снорклинга' }) })]))
  expect(byId('rental.example-pcx')).toMatchObject({ note: 'Example: Anna, Hotel Patong Beach room 214, passport copy seen, deposit 3000 baht taken', to: '2030-12-24' })
  // The Studio's bookkeeping and its paths never become keys.
  expect(keysOf(documents).filter((key) => /[.[\]="]|^_resolvingInitialValue$|^_empty_action_guard/.test(key))).toEqual([])
})

it('fails the way the Content Lake does when the Studio publishes over a revision it did not see', async () => {
  const documents = withRevisions((await loadSeedDataset(path.join(REPO_ROOT, 'studio', 'seed'))).documents as Doc[])
  const publish = requests.findIndex((request) => JSON.stringify(request.body).includes('"ifPublishedRevisionId":"seed"'))
  documents.find((d) => d._id === 'message.hero.title')!._rev = 'changed-elsewhere'
  const statuses = await replay(documents, requests.slice(0, publish + 1))
  expect(statuses.at(-1)).toBe(409)
  // Nothing of the refused publish happened: the draft is still there, the published text unchanged.
  expect(documents.find((d) => d._id === 'drafts.message.hero.title')?.en).toBe('Explore Phuket on Two Wheels, at Your Own Pace')
  expect(documents.find((d) => d._id === 'message.hero.title')?.en).toBe('Explore Phuket on Two Wheels')
})
