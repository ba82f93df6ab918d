// Import cycles in the code that ships or makes what ships. The layer rule (./boundaries.js) sees one
// import at a time, so it cannot see a ring of files each importing the next (the estimate, the
// rental's days and the suggested return once did): this walks the whole graph. Type-only imports
// count too: a cycle of types is still two files that cannot be read one before the other.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** The folders whose relative imports are walked (tests, tools and quality checks are leaves). */
export const WALKED = ['rules', 'src', 'preview', 'pipeline', 'site-build', 'scripts', 'studio']
const SOURCE = /\.(ts|tsx|js)$/
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g
const ENDINGS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx']

/** The relative imports of each source file (repository paths), resolved to the files they land on. */
export function importGraph(root: string): Map<string, string[]> {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', ...WALKED], { cwd: root, encoding: 'utf8' })
  const files = listed.split('\n').filter((file) => SOURCE.test(file) && !file.includes('node_modules/') && existsSync(path.join(root, file)))
  const known = new Set(files)
  return new Map(files.map((file) => {
    const text = readFileSync(path.join(root, file), 'utf8')
    const targets = [...text.matchAll(IMPORT)].flatMap(([, spec]) => {
      const base = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))
      const hit = ENDINGS.map((ending) => base + ending).find((candidate) => known.has(candidate))
      return hit ? [hit] : []
    })
    return [file, [...new Set(targets)]]
  }))
}

/** Every ring of files that import each other (strongly connected components of two or more, or a file importing itself). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const ring: string[] = []
    for (let member = stack.pop()!; ; member = stack.pop()!) {
      onStack.delete(member)
      ring.push(member)
      if (member === file) break
    }
    if (ring.length > 1 || graph.get(file)?.includes(file)) cycles.push(ring.sort())
  }
  for (const file of graph.keys()) if (!index.has(file)) visit(file)
  return cycles
}
