// The performance targets of the perf issue, what CI enforces today, and the tolerance for noise.
export const budgets = {
  /** Lighthouse mobile, median of the runs per locale. */
  scores: { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
  /** JavaScript the home page loads before any interaction, gzip, all requests together. */
  jsGzipBytes: 150 * 1024,
}

/**
 * Noise: on these 2-core machines mobile TBT (and so the performance score) swings run to run by
 * more than the whole target: one unchanged build gave Thai TBT 68–511 ms in a day, and the worst
 * medians of unchanged builds here were performance 93 and TBT 324 ms (3 runs) and 264 ms (7
 * runs). CI therefore holds both to the targets with a tolerance just outside that noise
 * (performance ≥ 90, TBT ≤ 350 ms), judged on medians, and a locale whose median of `runs` misses
 * gets `confirmRuns` more runs and is judged on the median of all of them. That does not fail a
 * build on a busy minute, and still fails one that brings back load-time work (hydrating at load
 * measured TBT 484–728 ms and performance 79–88 here). `npm run bench` prints the medians against
 * the exact targets as well.
 */
export const noise = { runs: 3, confirmRuns: 4, performanceTolerance: 8, tbtToleranceMs: 250 }

/**
 * What `npm run test:perf` (so CI) fails on. Bytes, LCP, CLS and the three 100 scores do not
 * depend on CPU jitter and are held to the targets exactly; performance and TBT with the
 * noise tolerance above. CPU time is also guarded structurally: the app's own modules may run at
 * most `appScriptMs` on the main thread during the load (it starts on the visitor's first intent),
 * which catches a return of load-time work deterministically, whatever the machine's noise.
 */
export const gate: Limits & { appScriptMs: number } = {
  jsGzipBytes: budgets.jsGzipBytes,
  lcpMs: budgets.lcpMs,
  cls: budgets.cls,
  performance: budgets.scores.performance - noise.performanceTolerance,
  tbtMs: budgets.tbtMs + noise.tbtToleranceMs,
  appScriptMs: 50,
}

export type Metrics = {
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

type Limits = { performance: number; tbtMs: number; lcpMs: number; cls: number; jsGzipBytes: number }

/** The targets as limits, without tolerance: what `npm run bench` reports as missed. */
const targets: Limits = {
  performance: budgets.scores.performance,
  tbtMs: budgets.tbtMs,
  lcpMs: budgets.lcpMs,
  cls: budgets.cls,
  jsGzipBytes: budgets.jsGzipBytes,
}

/** Every way a locale's medians miss `limits` (and the three scores held at 100), worded for the log. */
function failuresAgainst(limits: Limits, locale: string, m: Metrics, jsBytes: number): string[] {
  const out: string[] = []
  if (m.performance < limits.performance) out.push(`${locale}: performance ${m.performance} < ${limits.performance}`)
  for (const key of ['accessibility', 'best-practices', 'seo'] as const) {
    if (m[key] < budgets.scores[key]) out.push(`${locale}: ${key} ${m[key]} < ${budgets.scores[key]}`)
  }
  if (m.lcpMs > limits.lcpMs) out.push(`${locale}: LCP ${Math.round(m.lcpMs)} ms > ${limits.lcpMs} ms`)
  if (m.tbtMs > limits.tbtMs) out.push(`${locale}: TBT ${Math.round(m.tbtMs)} ms > ${limits.tbtMs} ms`)
  if (m.cls > limits.cls) out.push(`${locale}: CLS ${m.cls.toFixed(3)} > ${limits.cls}`)
  if (jsBytes > limits.jsGzipBytes) out.push(`${locale}: JS ${kb(jsBytes)} > ${kb(limits.jsGzipBytes)}`)
  return out
}

/** Every way a locale's medians miss the targets exactly (no tolerance). */
export function misses(locale: string, m: Metrics, jsBytes: number): string[] {
  return failuresAgainst(targets, locale, m, jsBytes)
}

/** Whether a locale's medians miss the CPU-bound part of the gate, so that it deserves `noise.confirmRuns` more runs. */
export function missesCpuGate(m: Metrics): boolean {
  return m.performance < gate.performance || m.tbtMs > gate.tbtMs
}

/** What fails CI (see `gate`). */
export function gateFailures(locale: string, m: Metrics, jsBytes: number, appScriptMs: number): string[] {
  const out = failuresAgainst(gate, locale, m, jsBytes)
  if (appScriptMs > gate.appScriptMs) out.push(`${locale}: the app's scripts ran ${Math.round(appScriptMs)} ms during the load > ${gate.appScriptMs} ms`)
  return out
}
