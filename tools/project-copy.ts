// A throw-away copy of the repository (sources, seed, committed snapshots) with node_modules
// linked in, so tests can run sync and build end to end without touching the real checkout.
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { REPO_ROOT } from '../pipeline/cli.ts'

// Build output, installs and tool state: large, and nothing a sync or a build reads.
const SKIP = new Set(['node_modules', '.git', 'dist', 'dist-e2e', 'test-results', 'playwright-report', '.outbox', '.bench', '.sanity', 'coverage'])

export interface ProjectCopy {
  root: string
  remove(): Promise<void>
}

export async function copyProject(): Promise<ProjectCopy> {
  const root = await mkdtemp(path.join(tmpdir(), 'owner-loop-'))
  await cp(REPO_ROOT, root, {
    recursive: true,
    filter: (source) => !SKIP.has(path.basename(source)),
  })
  await symlink(path.join(REPO_ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir')
  return { root, remove: () => rm(root, { recursive: true, force: true }) }
}
