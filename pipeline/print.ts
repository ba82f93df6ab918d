// The console report of a sync run: short, aligned, and the same shape in every mode.
import { LOCALES } from './validate/checks.ts'
import type { SyncMode, SyncResult } from './run.ts'

const MAX_FILES = 10

/** Prints the run; returns false when --check found stale snapshots. */
export function printResult(mode: SyncMode, sourceLabel: string, result: SyncResult): boolean {
  const title = { write: 'sync', check: 'sync --check', 'dry-run': 'sync --dry-run' }[mode]
  console.log(`${title}: ${sourceLabel}`)
  row('content', [`${result.counts.bikes} bikes, site settings, ${result.counts.messageKeys} message keys and ${result.counts.terms} rental terms × ${LOCALES.join('/')}; ${result.counts.reviews} reviews; ${result.counts.seasons ?? 0} seasons; ${result.counts.rentals ?? 0} rentals not ended${result.today ? ` (as of ${result.today}, Phuket: seasons for "from" prices, rentals not ended)` : ''}`])
  row('privacy', [`rental book: ${result.privacy.note}`])
  row('changes', result.changes)
  if (result.warnings.length) row('warnings', result.warnings)
  const files = result.files.map((f) => `${f.path} (${f.change})`)
  const shown = files.length > MAX_FILES ? [...files.slice(0, MAX_FILES), `… ${files.length - MAX_FILES} more`] : files
  if (mode === 'write') {
    row('written', result.written ? shown : ['nothing: snapshots already up to date'])
  } else if (mode === 'dry-run') {
    row('would write', shown.length ? shown : ['nothing: snapshots already up to date'])
  } else if (files.length) {
    row('stale', shown)
    row('fix', ['run `npm run sync` and commit src/generated and public/content'])
    return false
  } else {
    row('snapshots', ['up to date'])
  }
  return true
}

export function row(label: string, lines: string[]): void {
  // One line each, whatever a name in the content holds: CI reads these lines (.ci/content-sync.sh).
  lines.forEach((line, i) => console.log(`  ${(i === 0 ? label : '').padEnd(11)} ${line.replace(/\s*[\r\n]+\s*/g, ' ')}`))
}
