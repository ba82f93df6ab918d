// The two docs checks of `npm run check` can fail: a link or a named path that leads nowhere, an npm
// script that does not exist, and work history written into the product.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { problemsIn } from './docs-links.ts'
import { historyLines } from './no-history.ts'

let root: string
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'docs-check-'))
  await mkdir(path.join(root, 'docs', 'images'), { recursive: true })
  await mkdir(path.join(root, 'src', 'features', 'booking'), { recursive: true })
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ scripts: { dev: 'vite', 'test:perf': 'tsx gate.ts' } }))
  await writeFile(path.join(root, 'docs', 'images', 'home.png'), '')
  await writeFile(path.join(root, 'docs', 'hosting.md'), '')
  await writeFile(path.join(root, 'src', 'features', 'booking', 'limits.ts'), '')
  execFileSync('git', ['init', '-q'], { cwd: root })
})
afterAll(() => rm(root, { recursive: true, force: true }))

describe('docs-links', () => {
  it('accepts links, paths, bare file names and npm scripts that exist', () => {
    const text = '![home](images/home.png) [hosting](hosting.md#rules) [web](https://example.com) `src/features/booking/` `limits.ts` `dist/index.html` `npm run dev` and npm run test:perf'
    expect(problemsIn(root, 'docs/guide.md', text)).toEqual([])
  })

  it('names each link, path and script that leads nowhere', () => {
    const text = '[perf](performance.md) `src/features/gallery/` `missing.ts` npm run bench'
    expect(problemsIn(root, 'docs/guide.md', text)).toEqual([
      'docs/guide.md: link to performance.md, which does not exist',
      'docs/guide.md: names src/features/gallery/, which does not exist',
      'docs/guide.md: names missing.ts, which does not exist',
      'docs/guide.md: names npm run bench, which package.json does not have',
    ])
  })
})

describe('no-history', () => {
  it('finds work history with file and line, and leaves ordinary words alone', () => {
    // Spelled in pieces, so this file does not trip the check (or a reader's grep) itself.
    const [stop, issue] = ['st' + 'op', 'is' + 'sue']
    const lines = [`// Thai TBT 123 -> 85 ms (${stop} 15).`, '// The bus stop is near the shop; this issues a request.', `// Availability (${issue} 7): rented bikes`, `// see I${issue.slice(1)} #12`, `This ${stop} moved the loader.`]
    expect(historyLines('src/a.ts', lines.join('\n'))).toEqual([`src/a.ts:1: ${lines[0]}`, `src/a.ts:3: ${lines[2]}`, `src/a.ts:4: ${lines[3]}`, `src/a.ts:5: ${lines[4]}`])
  })
})
