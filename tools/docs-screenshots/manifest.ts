// docs/images/pictures.json: for each picture, a fingerprint of each of its inputs
// (tools/docs-screenshots/inputs.ts) as they were when it was made. docs:screenshots writes it;
// quality/checks/pictures.ts compares it with the inputs now, to say which pictures have gone stale.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Picture file name → input (a path relative to the repository) → fingerprint of its files. */
export type Manifest = Record<string, Record<string, string>>

export const MANIFEST = path.join('docs', 'images', 'pictures.json')

/** Every file under a folder, or the file itself, as sorted paths relative to root. */
function filesOf(root: string, input: string): string[] {
  const full = path.join(root, input)
  if (!existsSync(full)) return []
  if (statSync(full).isFile()) return [input]
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => filesOf(root, path.posix.join(input, entry.name)))
}

/** A hash of the paths and contents of an input's files; "missing" when there are none. */
export function fingerprint(root: string, input: string): string {
  const files = filesOf(root, input)
  if (files.length === 0) return 'missing'
  const hash = createHash('sha256')
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(path.join(root, file))).update('\0')
  return hash.digest('hex').slice(0, 16)
}

/** fingerprint, remembered: many pictures share an input (src/). */
export function fingerprints(root: string): (input: string) => string {
  const cache = new Map<string, string>()
  return (input) => cache.get(input) ?? cache.set(input, fingerprint(root, input)).get(input)!
}

export function readManifest(root: string): Manifest {
  const file = path.join(root, MANIFEST)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : {}
}

/** Records the inputs of the pictures just made, as they are now; keeps the other pictures' entries. */
export function recordPictures(root: string, pictures: readonly string[], inputsOf: Record<string, readonly string[]>): void {
  const manifest = readManifest(root)
  const print = fingerprints(root)
  for (const picture of pictures) {
    const inputs = inputsOf[picture]
    if (!inputs) throw new Error(`${MANIFEST}: ${picture} has no entry in tools/docs-screenshots/inputs.ts (what is it made from?)`)
    manifest[picture] = Object.fromEntries(inputs.map((input) => [input, print(input)]))
  }
  const sorted = Object.fromEntries(Object.keys(manifest).sort().map((picture) => [picture, manifest[picture]]))
  writeFileSync(path.join(root, MANIFEST), `${JSON.stringify(sorted, null, 2)}\n`)
}

/** Why a recorded picture is stale: the inputs whose files changed, or that it now has or no longer has. */
export function staleReasons(recorded: Record<string, string>, inputs: readonly string[], print: (input: string) => string): string[] {
  const reasons: string[] = []
  for (const input of inputs) {
    if (!(input in recorded)) reasons.push(`${input} is a new input`)
    else if (recorded[input] !== print(input)) reasons.push(`${input} changed`)
  }
  for (const input of Object.keys(recorded)) if (!inputs.includes(input)) reasons.push(`${input} is no longer an input`)
  return reasons
}
