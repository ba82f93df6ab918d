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
import { ownerTasks } from '../../tests/e2e/helpers/ownerTasks.ts'

const requests = JSON.parse(readFileSync(TRAFFIC_FIXTURE, 'utf8')) as RecordedRequest[]
const seed = async () => withRevisions((await loadSeedDataset(path.join(REPO_ROOT, 'studio', 'seed'))).documents as Doc[])
const keysOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.flatMap(keysOf) : typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]) : []

it('replays the recorded Studio traffic to the documents the person typed, published, with no draft left', async () => {
  const documents = await seed()
  const tasks = ownerTasks(documents)
  const operations = new Set(requests.flatMap((request) => ((request.body as { actions: Array<{ actionType: string; patch?: object }> }).actions ?? []).flatMap((action) => [action.actionType, ...Object.keys(action.patch ?? {})])))
  expect([...operations].sort()).toEqual(expect.arrayContaining(['diffMatchPatch', 'insert', 'sanity.action.document.create', 'sanity.action.document.edit', 'sanity.action.document.publish', 'set', 'setIfMissing', 'unset']))

  // Each answered as when it was recorded.
  expect(await replay(documents, requests)).toEqual(requests.map((request) => request.status))
  const byId = (id: string) => documents.find((d) => d._id === id)
  expect(documents.filter((d) => d._id.startsWith('drafts.')).map((d) => d._id)).toEqual([])
  expect(byId('message.hero.title')).toMatchObject(tasks.heroTitle.after)
  const { name, from, to, percent } = tasks.season
  expect(documents.filter((d) => d._type === 'season' && d.from === from)).toMatchObject([{ name, to, percent }])
  expect(byId('bike.yamaha-mt07')?.units).toMatchObject(tasks.units.map((unit) => ({ name: unit, inService: true })))
  const settings = byId('siteSettings')!
  expect(settings.prepayment).toMatchObject(tasks.prepayment)
  expect(settings.cancellationPolicy).toMatchObject({ freeUntilDays: tasks.cancellation.freeUntilDays, text: tasks.cancellation.text })
  expect(settings.extras).toEqual(expect.arrayContaining([expect.objectContaining({ ...tasks.extra, name: expect.objectContaining(tasks.extra.name) })]))
  expect(byId(tasks.rental.id)).toMatchObject({ note: tasks.rental.note, to: tasks.rental.to })
  // The Studio's bookkeeping and its paths never become keys.
  expect(keysOf(documents).filter((key) => /[.[\]="]|^_resolvingInitialValue$|^_empty_action_guard/.test(key))).toEqual([])
})

it('fails the way the Content Lake does when the Studio publishes over a revision it did not see', async () => {
  const documents = await seed()
  const { after } = ownerTasks(documents).heroTitle
  const publish = requests.findIndex((request) => JSON.stringify(request.body).includes('"ifPublishedRevisionId":"seed"'))
  const hero = documents.find((d) => d._id === 'message.hero.title')!
  const before = { ...hero }
  hero._rev = 'changed-elsewhere'
  const statuses = await replay(documents, requests.slice(0, publish + 1))
  expect(statuses.at(-1)).toBe(409)
  // Nothing of the refused publish happened: the draft is still there, the published text unchanged.
  expect(documents.find((d) => d._id === 'drafts.message.hero.title')).toMatchObject(after)
  expect(documents.find((d) => d._id === 'message.hero.title')).toEqual({ ...before, _rev: 'changed-elsewhere' })
})
