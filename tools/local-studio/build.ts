// The Studio's static build for the local Studio (studio/dist-local), made only when its sources
// or its settings changed since the last one: `sanity build` takes minutes on a 2-core machine,
// serving the built files takes a second. A build, not `sanity dev`: the same bundle the tests
// check, and no minutes of first-load compiling in the owner's browser.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { REPO_ROOT } from '../../pipeline/cli.ts'

const STUDIO = path.join(REPO_ROOT, 'studio')
export const LOCAL_STUDIO_DIST = path.join(STUDIO, 'dist-local')
const STAMP = path.join(LOCAL_STUDIO_DIST, '.built-from')
// What the bundle is made of besides its packages: the Studio's code, the rules it validates with
// and the site's language list it imports.
const SOURCES = [STUDIO, path.join(REPO_ROOT, 'rules'), path.join(REPO_ROOT, 'src', 'i18n')]
const NOT_SOURCES = new Set(['node_modules', 'seed', '.sanity', 'dist', 'dist-local'])
// Code and the installed versions; not what the Studio's own commands write (schema.json, *.tsbuildinfo).
const isSource = (name: string) => /\.tsx?$/.test(name) || name === 'package-lock.json'

/** The Studio's packages, installed once by the first `npm run dev` (docs/decisions/local-studio.md). */
export async function installStudioPackages(): Promise<void> {
  if (existsSync(path.join(STUDIO, 'node_modules', '.bin', 'sanity'))) return
  console.log("dev: installing the Studio's packages once (npm ci --prefix studio)…")
  await run('npm', ['ci', '--prefix', 'studio', '--no-audit', '--no-fund'], REPO_ROOT, process.env)
}

/** Builds studio/dist-local with these SANITY_STUDIO_* settings unless the build there already matches. */
export async function buildLocalStudio(settings: Record<string, string>): Promise<void> {
  const stamp = await fingerprint(settings)
  if (existsSync(STAMP) && (await readFile(STAMP, 'utf8')) === stamp) return
  console.log('dev: building the Studio for this machine (once per change to studio/; a few minutes)…')
  await run('npx', ['sanity', 'build', 'dist-local', '--yes'], STUDIO, { ...process.env, ...settings })
  await writeFile(STAMP, stamp)
}

async function fingerprint(settings: Record<string, string>): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(settings))
  for (const root of SOURCES) for (const file of await sourceFiles(root)) hash.update(file).update(await readFile(file))
  return hash.digest('hex')
}

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const files = await Promise.all(
    entries
      .filter((entry) => !NOT_SOURCES.has(entry.name) && (entry.isDirectory() || isSource(entry.name)))
      .map((entry) => (entry.isDirectory() ? sourceFiles(path.join(dir, entry.name)) : [path.join(dir, entry.name)])),
  )
  return files.flat().sort()
}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (exit ${code})`))))
  })
}
