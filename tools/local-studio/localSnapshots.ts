// The dev site on the local Studio's content: every import of a snapshot in src/generated is read
// from the local content runs' copy instead (./contentRuns.ts), so what the owner publishes locally
// shows on the dev site, and Vite reloads it when a run writes, while the tracked snapshots stay
// as committed. Imports by name and by import.meta.glob both pass through resolveId.
import path from 'node:path'
import type { Plugin } from 'vite'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { GENERATED_DIR } from '../../pipeline/snapshots/snapshots.ts'

export function localSnapshots(localRoot: string): Plugin {
  const tracked = path.join(REPO_ROOT, GENERATED_DIR)
  const local = path.join(localRoot, GENERATED_DIR)
  return {
    name: 'local-snapshots',
    enforce: 'pre',
    apply: 'serve',
    async resolveId(source, importer, options) {
      if (!source.includes('generated')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      if (!resolved || resolved.external) return null
      const [file, query = ''] = resolved.id.split('?')
      const relative = path.relative(tracked, file)
      if (relative.startsWith('..') || path.isAbsolute(relative)) return null
      return { ...resolved, id: path.join(local, relative) + (query ? `?${query}` : '') }
    },
  }
}
