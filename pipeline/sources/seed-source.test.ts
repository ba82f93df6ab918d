import { readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bikesQuery, messagesQuery, siteSettingsQuery } from '../queries.ts'
import { SyncError } from '../errors.ts'
import { fixtureSeed, makeRoot, removeRoot } from '../fixtures.ts'
import { createSeedSource, evaluateGroq, loadSeedDataset } from './seed-source.ts'

type Row = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

describe('seed source', () => {
  let root: string
  beforeAll(async () => void (root = await makeRoot()))
  afterAll(() => removeRoot(root))
  const seedDir = () => path.join(root, 'studio', 'seed')

  it('keeps drafts in the dataset (as groq-js sees it) but the queries exclude them', async () => {
    const { documents } = await loadSeedDataset(seedDir())
    expect(await evaluateGroq(documents, '*[_type == "bike"]._id')).toHaveLength(4)

    const source = await createSeedSource(seedDir())
    const bikes = await source.fetch<Row[]>(bikesQuery)
    expect(bikes.map((b) => [b.id, b.price])).toEqual([['honda-pcx', 250], ['yamaha-nmax', 280]])
    expect((await source.fetch<Row>(siteSettingsQuery)).shopName).toBe('Test Moto')
    const messages = await source.fetch<Row[]>(messagesQuery)
    expect(messages.filter((m) => m.key === 'booking.error').map((m) => m.en)).toEqual(['Booking Error'])
  })

  it('turns _sanityAsset files into image assets with real dimensions and a local URL', async () => {
    const source = await createSeedSource(seedDir())
    const [bike] = await source.fetch<Row[]>(bikesQuery)
    // Exactly these fields: no lqip placeholder, which nothing renders and would only add bytes.
    expect(bike.image).toEqual({ url: '/content/images/honda-pcx.jpg', width: 64, height: 40, alt: 'honda-pcx photo' })
    expect((await source.fetch<Row>(siteSettingsQuery)).logo).toEqual({ url: '/content/images/logo.png', width: 32, height: 32 })

    const { documents, images } = await loadSeedDataset(seedDir())
    const ids = documents.filter((d) => d._type === 'sanity.imageAsset').map((d) => d._id)
    expect(ids).toContainEqual(expect.stringMatching(/^image-[0-9a-f]{40}-64x40-jpg$/))
    expect(ids).toContainEqual(expect.stringMatching(/^image-[0-9a-f]{40}-32x32-png$/))
    expect(images.map((i) => i.name)).toEqual(['honda-pcx.jpg', 'logo.png', 'yamaha-nmax.jpg']) // not the draft's
  })
})

describe('a broken seed', () => {
  it('names the file and line of malformed NDJSON', async () => {
    const root = await makeRoot()
    try {
      const file = path.join(root, 'studio', 'seed', 'bikes.ndjson')
      const lines = (await readFile(file, 'utf8')).split('\n')
      lines[2] = '{"_id": "bike.oops", "_type": "bike", price: 1'
      await writeFile(file, lines.join('\n'))
      const error = await loadSeedDataset(path.join(root, 'studio', 'seed')).catch((e) => e)
      expect(error).toBeInstanceOf(SyncError)
      expect(error.message).toMatch(/bikes\.ndjson:3: not valid JSON/)
    } finally {
      await removeRoot(root)
    }
  })

  it('names the document and field of a missing image file', async () => {
    const seed = fixtureSeed()
    const root = await makeRoot(seed)
    try {
      await rm(path.join(root, 'studio', 'seed', 'images', 'yamaha-nmax.jpg'))
      const error = await loadSeedDataset(path.join(root, 'studio', 'seed')).catch((e) => e)
      expect(error.message).toMatch(/document "bike\.yamaha-nmax": image: image file .*yamaha-nmax\.jpg not found/)
    } finally {
      await removeRoot(root)
    }
  })

  it('reports a seed folder that does not exist', async () => {
    await expect(loadSeedDataset('/nonexistent/seed')).rejects.toThrow(/folder not found/)
  })
})
