// Argument parsing and the choice of content source for scripts/sync.ts.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createLiveSource, liveConfigFromEnv } from './live-source.ts'
import { createSeedSource } from './seed-source.ts'
import type { ContentSource } from './source.ts'
import type { SyncMode } from './run.ts'

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

export interface CliOptions {
  mode: SyncMode
  root: string
  types: boolean
}

export const USAGE = `Usage: npm run sync [-- --check | --dry-run] [--no-types-check]
  (default)   fetch, validate and write src/generated and public/content/images
  --check     exit 1 if the committed snapshots (and sanity.types.ts) are stale; write nothing
  --dry-run   print what would change; write nothing
Source: the seed dataset in studio/seed, or a live Sanity dataset when SANITY_PROJECT_ID and
SANITY_DATASET are set (optional SANITY_READ_TOKEN).`

export function parseArgs(argv: string[]): CliOptions {
  const options: CliOptions = { mode: 'write', root: REPO_ROOT, types: true }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === '--check') options.mode = 'check'
    else if (arg === '--dry-run') options.mode = 'dry-run'
    else if (arg === '--no-types-check') options.types = false
    else if (arg === '--root') options.root = path.resolve(argv[++i] ?? '.') // tests sync into a temp tree
    else throw new Error(`unknown option ${arg}\n${USAGE}`)
  }
  return options
}

export async function pickSource(root: string, env: NodeJS.ProcessEnv): Promise<ContentSource> {
  const live = liveConfigFromEnv(env)
  if (live) return createLiveSource(live)
  return createSeedSource(path.join(root, 'studio', 'seed'), 'studio/seed')
}
