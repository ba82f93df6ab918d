// One Lighthouse mobile run against a loopback URL in Debian's Chromium, reduced to the numbers we gate on.
import { execFileSync } from 'node:child_process'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import type { Metrics } from './budgets.ts'
import { chromiumFlags, chromiumPath } from '../../tools/chromium.ts'

const chromeFlags = ['--headless=new', ...chromiumFlags]

/** The browser's own `--version` line and its path, printed at the head of the bench: figures are tied to a version. */
export function chromiumVersion(): string {
  const line = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  return `${line} (${chromiumPath})`
}

/**
 * bytes: transferred per resource type (with HTTP headers); scripts: the paths of every script
 * requested; appScriptMs: main-thread time running the app's own modules (/assets/*) during the
 * load, from Lighthouse's bootup-time (4x CPU): near zero while the app starts on intent.
 */
export type RunResult = Metrics & { bytes: Record<string, number>; scripts: string[]; appScriptMs: number }

/** A Chromium for Lighthouse to drive; `kill` ends it. */
export function launchChromium() {
  return chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags })
}

/**
 * One run in a fresh Chromium (started and ended for this run), or in `warm`, one already running
 * (its process, caches of compiled code and font set-up survive from the run before).
 */
export async function runLighthouse(url: string, warm?: { port: number }): Promise<RunResult> {
  const chrome = warm ?? (await launchChromium())
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    const bytes: Record<string, number> = {}
    const summary = lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined
    for (const item of summary?.items ?? []) bytes[item.resourceType] = item.transferSize
    const requests = lhr.audits['network-requests']?.details as { items?: Array<{ url: string; resourceType?: string }> } | undefined
    const bootup = lhr.audits['bootup-time']?.details as { items?: Array<{ url: string; scripting?: number }> } | undefined
    const appScriptMs = (bootup?.items ?? []).filter((item) => /^https?:\/\/[^/]+\/assets\//.test(item.url)).reduce((sum, item) => sum + (item.scripting ?? 0), 0)
    const scripts = (requests?.items ?? []).filter((item) => item.resourceType === 'Script').map((item) => new URL(item.url).pathname)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      fcpMs: numeric('first-contentful-paint'),
      bytes,
      scripts,
      appScriptMs,
    }
  } finally {
    if (!warm) await (chrome as Awaited<ReturnType<typeof launchChromium>>).kill()
  }
}
