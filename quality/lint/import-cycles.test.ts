// No ring of imports in the code that ships or makes what ships (./importCycles.ts): the rules sit
// below the booking form, and each file of either reads before the ones that import it.
import { describe, expect, it } from 'vitest'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { importCycles, importGraph } from './importCycles.ts'

describe('import cycles', () => {
  it('none in rules/, src/, the Preview, the pipeline, the build, the commands or the Studio', () => {
    const graph = importGraph(REPO_ROOT)
    expect(graph.get('rules/pricing/estimate.ts')).toContain('rules/rentalSpan.ts')
    expect(importCycles(graph), 'files that import each other: break the ring by moving what both need below them').toEqual([])
  })

  it('finds a ring of three and a file importing itself, and nothing in a chain', () => {
    const graph = new Map([
      ['estimate.ts', ['rentalSpan.ts']],
      ['rentalSpan.ts', ['suggestReturn.ts', 'dates.ts']],
      ['suggestReturn.ts', ['estimate.ts']],
      ['self.ts', ['self.ts']],
      ['dates.ts', []],
    ])
    expect(importCycles(graph)).toEqual([['estimate.ts', 'rentalSpan.ts', 'suggestReturn.ts'], ['self.ts']])
    expect(importCycles(new Map([['a.ts', ['b.ts']], ['b.ts', []]]))).toEqual([])
  })
})
