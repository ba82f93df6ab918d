// `npm run check`: the product states what is true now. Work history (a work session or a tracker
// issue named by its number, see HISTORY) belongs in commit messages and closing notes; a decision
// record in docs/decisions/ may tell its story. Fails naming each file and line.
import { readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'

const HISTORY = /\bstop \d+\b|\bthis stop\b|\bissue \d+\b|\bissue #\d+\b/i
const CHECKED = /\.(ts|tsx|js|md|json|yml|yaml|sh|html|css)$|^\.ci\/run$/
const EXEMPT = /^docs\/decisions\/|(^|\/)package-lock\.json$/

export function historyLines(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) => (HISTORY.test(line) ? [`${file}:${i + 1}: ${line.trim().slice(0, 120)}`] : []))
}

/** Every tracked file the check covers (git ls-files: what a clean clone holds). */
export function checkedFiles(cwd = process.cwd()): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && CHECKED.test(file) && !EXEMPT.test(file))
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = checkedFiles().flatMap((file) => {
    try {
      return historyLines(file, readFileSync(file, 'utf8'))
    } catch {
      return [] // listed by git but deleted in the work tree
    }
  })
  if (found.length) {
    console.error(`Work history in the product (say what is true now; history goes in commits, notes or docs/decisions/):\n${found.join('\n')}`)
    process.exit(1)
  }
  console.log('no-history: no work history in the product')
}
