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
 * Noise: on these 2-core machines mobile TBT (and so the performance score) swings run to run:
 * the same build gave Thai TBT 68–511 ms in one day, and seconds while other builds ran. So both
 * are judged on medians, with a stated tolerance over the targets (performance ≥ 95,
 * TBT ≤ 175 ms), and a locale whose median of `runs` misses them gets `confirmRuns` more runs and
 * is judged on the median of all of them: one busy minute does not fail a build, a real
 * regression (it moves every run) still does.
 */
export const noise = { runs: 3, confirmRuns: 4, performanceTolerance: 3, tbtToleranceMs: 75 }

/**
 * What `npm run test:perf` (so CI) fails on. Bytes, LCP, CLS and the three 100 scores do not
 * depend on CPU jitter and are held to the targets exactly; performance and TBT with the
 * noise tolerance above. CPU time is also guarded structurally: the app's own modules may run at
 * most `appScriptMs` on the main thread during the load (it starts on the visitor's first intent;
 * hydrating at load measured 1.2 s of script here), which catches a return of load-time work
 * deterministically, whatever the machine's noise.
 */
export const gate = {
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

/** Every way a locale's medians miss the targets, worded for the log. */
export function misses(locale: string, m: Metrics, jsBytes: number, strict: boolean): string[] {
  const out: string[] = []
  const perfFloor = budgets.scores.performance - (strict ? 0 : noise.performanceTolerance)
  if (m.performance < perfFloor) out.push(`${locale}: performance ${m.performance} < ${perfFloor}`)
  for (const key of ['accessibility', 'best-practices', 'seo'] as const) {
    if (m[key] < budgets.scores[key]) out.push(`${locale}: ${key} ${m[key]} < ${budgets.scores[key]}`)
  }
  if (m.lcpMs > budgets.lcpMs) out.push(`${locale}: LCP ${Math.round(m.lcpMs)} ms > ${budgets.lcpMs} ms`)
  const tbtCeiling = budgets.tbtMs + (strict ? 0 : noise.tbtToleranceMs)
  if (m.tbtMs > tbtCeiling) out.push(`${locale}: TBT ${Math.round(m.tbtMs)} ms > ${tbtCeiling} ms`)
  if (m.cls > budgets.cls) out.push(`${locale}: CLS ${m.cls.toFixed(3)} > ${budgets.cls}`)
  if (jsBytes > budgets.jsGzipBytes) out.push(`${locale}: JS ${kb(jsBytes)} > ${kb(budgets.jsGzipBytes)}`)
  return out
}

/** Whether a locale's medians miss the CPU-bound part of the gate, so that it deserves `noise.confirmRuns` more runs. */
export function missesCpuGate(m: Metrics): boolean {
  return m.performance < gate.performance || m.tbtMs > gate.tbtMs
}

/** What fails CI (see `gate`). */
export function gateFailures(locale: string, m: Metrics, jsBytes: number, appScriptMs: number): string[] {
  const out: string[] = []
  if (m.performance < gate.performance) out.push(`${locale}: performance ${m.performance} < ${gate.performance}`)
  for (const key of ['accessibility', 'best-practices', 'seo'] as const) {
    if (m[key] < budgets.scores[key]) out.push(`${locale}: ${key} ${m[key]} < ${budgets.scores[key]}`)
  }
  if (m.lcpMs > gate.lcpMs) out.push(`${locale}: LCP ${Math.round(m.lcpMs)} ms > ${gate.lcpMs} ms`)
  if (m.tbtMs > gate.tbtMs) out.push(`${locale}: TBT ${Math.round(m.tbtMs)} ms > ${gate.tbtMs} ms`)
  if (m.cls > gate.cls) out.push(`${locale}: CLS ${m.cls.toFixed(3)} > ${gate.cls}`)
  if (jsBytes > gate.jsGzipBytes) out.push(`${locale}: JS ${kb(jsBytes)} > ${kb(gate.jsGzipBytes)}`)
  if (appScriptMs > gate.appScriptMs) out.push(`${locale}: the app's scripts ran ${Math.round(appScriptMs)} ms during the load > ${gate.appScriptMs} ms`)
  return out
}
