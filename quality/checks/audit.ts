// CI check: `npm audit --omit=dev --audit-level=moderate` over what ships to visitors. Fails on any
// moderate or worse advisory. Where the registry's advisory endpoint cannot be reached (some
// mirrors and sandboxes answer 405), it says so loudly and, unless REQUIRE_AUDIT=1, does not fail
// the build for it: no answer is not the same as a vulnerability.
import { execFileSync } from 'node:child_process'

export type AuditVerdict = { ok: boolean; message: string }

const LEVELS = ['moderate', 'high', 'critical'] as const

export function judgeAudit(json: string, requireAudit: boolean): AuditVerdict {
  let report: { error?: { summary?: string }; message?: string; metadata?: { vulnerabilities?: Record<string, number> } }
  try {
    report = JSON.parse(json)
  } catch {
    return { ok: !requireAudit, message: `npm audit: unreadable answer, not checked: ${json.slice(0, 200)}` }
  }
  if (report.error || !report.metadata?.vulnerabilities) {
    const reason = report.error?.summary || report.message || 'no vulnerability metadata'
    return { ok: !requireAudit, message: `npm audit: NOT CHECKED, the advisory endpoint failed (${reason})` }
  }
  const counts = report.metadata.vulnerabilities
  const bad = LEVELS.filter((level) => (counts[level] ?? 0) > 0).map((level) => `${counts[level]} ${level}`)
  return bad.length > 0
    ? { ok: false, message: `npm audit: ${bad.join(', ')} in production dependencies; run \`npm audit --omit=dev\`` }
    : { ok: true, message: 'npm audit: no moderate or worse advisories in production dependencies' }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let output: string
  try {
    output = execFileSync('npm', ['audit', '--omit=dev', '--audit-level=moderate', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  } catch (error) {
    output = String((error as { stdout?: string }).stdout ?? '')
  }
  const verdict = judgeAudit(output, process.env.REQUIRE_AUDIT === '1')
  ;(verdict.ok ? console.log : console.error)(verdict.message)
  process.exit(verdict.ok ? 0 : 1)
}
