// studio/seed/README.md says how many documents each seed file holds: the counts are held to the
// files, so adding a message or a season cannot leave the owner's and importer's guide behind.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../pipeline/cli.ts'

const SEED = path.join(REPO_ROOT, 'studio', 'seed')

describe('the seed README', () => {
  it('gives the number of documents each file holds', () => {
    const readme = readFileSync(path.join(SEED, 'README.md'), 'utf8')
    const rows = [...readme.matchAll(/^\| `([\w-]+\.ndjson)` \| (\d+) —/gm)].map((match) => ({ file: match[1]!, said: Number(match[2]) }))
    expect(rows.map((row) => row.file).sort()).toEqual(['bikes.ndjson', 'messages.ndjson', 'rentals.ndjson', 'seasons.ndjson', 'settings.ndjson', 'terms.ndjson'])
    for (const { file, said } of rows) {
      const documents = readFileSync(path.join(SEED, file), 'utf8').split('\n').filter((line) => line.trim() !== '').length
      expect(said, file).toBe(documents)
    }
  })
})
