// `npm run check`: every relative link and every file path named in README.md and docs/ exists,
// and every `npm run X` they name is a script of package.json (or studio/package.json with
// `--prefix studio`). A guide that points at nothing is worse than none.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

type Problem = string

/** Markdown files the check reads: README.md and everything under docs/. */
export function docFiles(root: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(path.join(dir, entry.name)) : entry.name.endsWith('.md') ? [path.join(dir, entry.name)] : [],
    )
  return ['README.md', ...walk('docs')]
}

// A path in backticks that looks like one of the repository's files or folders.
const CODE_PATH = /`((?:\.?[\w-]+\/)+[\w.-]*|[\w-]+\.(?:ts|tsx|json|md|html|yml|sh|txt|ndjson))`/g
const LINK = /\]\(([^)\s]+)\)/g
const NPM_RUN = /npm run (?:--prefix (\S+) )?([\w:-]+)/g

/** The repository's files and every folder above them, and their bare names (`limits.ts`, `seed/`). */
export function repositoryNames(root: string): Set<string> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean)
  const names = new Set<string>()
  for (const file of files) {
    const parts = file.split('/')
    names.add(parts[parts.length - 1])
    for (let i = 0; i < parts.length - 1; i++) names.add(`${parts[i]}/`)
  }
  return names
}

export function problemsIn(root: string, file: string, text: string, names = repositoryNames(root)): Problem[] {
  const out: Problem[] = []
  const dir = path.dirname(file)
  for (const [, target] of text.matchAll(LINK)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue
    const relative = target.split('#')[0]
    if (!existsSync(path.join(root, dir, relative))) out.push(`${file}: link to ${target}, which does not exist`)
  }
  for (const [, named] of text.matchAll(CODE_PATH)) {
    if (named.includes('<') || /^(https?|node_modules|dist|\.outbox|\.bench)\b/.test(named)) continue
    const candidates = [path.join(root, named), path.join(root, dir, named)]
    // A bare name (`limits.ts`, `seed/`) is fine when the repository has a file or folder of that name.
    const bare = !named.replace(/\/$/, '').includes('/')
    if (candidates.some((candidate) => existsSync(candidate)) || (bare && names.has(named)) || isBuildOutput(named)) continue
    out.push(`${file}: names ${named}, which does not exist`)
  }
  for (const [, prefix, script] of text.matchAll(NPM_RUN)) {
    const pkg = JSON.parse(readFileSync(path.join(root, prefix ?? '.', 'package.json'), 'utf8')) as { scripts?: Record<string, string> }
    if (!pkg.scripts?.[script]) out.push(`${file}: names npm run ${prefix ? `--prefix ${prefix} ` : ''}${script}, which package.json does not have`)
  }
  return out
}

/** Files the build or the sync writes: named in the docs, absent from a clean clone. */
function isBuildOutput(named: string): boolean {
  return /^(dist|studio\/dist|studio\/dist-local|dist-e2e|assets)(\/|$)/.test(named) || /^(index(\.\w+)?\.html|404\.html|_headers)$/.test(named)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = process.cwd()
  const names = repositoryNames(root)
  const problems = docFiles(root).flatMap((file) => problemsIn(root, file, readFileSync(path.join(root, file), 'utf8'), names))
  if (problems.length) {
    console.error(`Docs name what does not exist:\n${problems.join('\n')}`)
    process.exit(1)
  }
  console.log(`docs: every link, path and npm script in ${docFiles(root).length} pages exists`)
}
