// The pictures check of `npm run check:docs`: a changed input makes its picture stale and names the
// input, an unchanged one does not; a picture the docs show that the manifest lacks is missing.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkPictures, linkedPictures } from './pictures.ts'
import { readManifest, recordPictures } from '../../tools/docs-screenshots/manifest.ts'

const INPUTS = {
  'home.png': ['src/', 'tools/shot.ts'],
  'studio.png': ['studio/schemaTypes/'],
  'drawn.svg': [],
}

let root: string
const write = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true })
  await writeFile(path.join(root, file), text)
}
const check = () => checkPictures(root, linkedPictures(root), readManifest(root), INPUTS)

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'pictures-check-'))
  await write('src/generated/bikes.json', '[{"name":"Honda PCX"}]')
  await write('src/app/App.tsx', 'export {}')
  await write('tools/shot.ts', 'shoot()')
  await write('studio/schemaTypes/bike.ts', 'bike')
  for (const picture of Object.keys(INPUTS)) await write(`docs/images/${picture}`, '')
  await write('README.md', '![home](docs/images/home.png) [web](https://example.com)')
  await write('docs/owner-guide.md', '![studio](images/studio.png) ![relay](images/drawn.svg) [guide](hosting.md#top)')
  recordPictures(root, Object.keys(INPUTS), INPUTS)
})
afterEach(() => rm(root, { recursive: true, force: true }))

describe('pictures', () => {
  it('finds the pictures the docs link, from README.md and from docs/', () => {
    expect([...linkedPictures(root).keys()].sort()).toEqual(['drawn.svg', 'home.png', 'studio.png'])
  })

  it('calls nothing stale when no input changed', () => {
    expect(check()).toEqual({ missing: [], stale: [] })
  })

  it('names the picture whose snapshot changed, and the input, and leaves the others', async () => {
    await write('src/generated/bikes.json', '[{"name":"Honda PCX 160"}]')
    expect(check()).toEqual({ missing: [], stale: ['home.png: src/ changed'] })
  })

  it('calls a picture stale when a file is added under an input folder, or its script changes', async () => {
    await write('studio/schemaTypes/rental.ts', 'rental')
    await write('tools/shot.ts', 'shoot({ phone: true })')
    expect(check().stale).toEqual(['home.png: tools/shot.ts changed', 'studio.png: studio/schemaTypes/ changed'])
  })

  it('calls a picture current again once it is made again', async () => {
    await write('src/app/App.tsx', 'export const App = 1')
    recordPictures(root, ['home.png'], INPUTS)
    expect(check()).toEqual({ missing: [], stale: [] })
  })

  it('calls a picture stale when its inputs are declared differently', () => {
    const now = { ...INPUTS, 'studio.png': ['studio/schemaTypes/', 'studio/seed/'] }
    expect(checkPictures(root, linkedPictures(root), readManifest(root), now).stale).toEqual(['studio.png: studio/seed/ is a new input'])
  })

  it('names a linked picture the manifest does not record, and the page that shows it', async () => {
    await write('docs/owner/prepayment.md', '![prepay](../images/prepay.png)')
    expect(check().missing).toEqual([expect.stringMatching(/^docs\/owner\/prepayment\.md shows prepay\.png, which docs\/images\/pictures\.json does not record/)])
  })

  it('refuses to record a picture nobody said what it is made from', () => {
    expect(() => recordPictures(root, ['new.png'], INPUTS)).toThrow(/new\.png has no entry in tools\/docs-screenshots\/inputs\.ts/)
  })
})
