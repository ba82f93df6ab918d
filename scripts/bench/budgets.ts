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
 * What `npm run test:perf` (so CI) fails on. Bytes, LCP and CLS do not depend on CPU jitter and are
 * held exactly; accessibility, best practices and SEO must be 100. Where the site does not reach the
 * issue's target yet, the gate is a ratchet at today's measured value (README, Performance): it stops
 * any regression while the remaining gap is closed, and `npm run bench` still lists every target missed.
 */
export const gate = {
  jsGzipBytes: 190 * 1024,
  /** Per locale: en is prerendered in its language; zh and th are swapped in after the script runs. */
  lcpMs: { en: budgets.lcpMs, zh: 3500, th: 3500 } as Record<string, number>,
  // zh/th: when the page stays hidden past its 1.5 s cap (slow CPU), English shows and then shifts.
  cls: { en: budgets.cls, zh: 0.15, th: 0.15 } as Record<string, number>,
}

/**
 * Noise: on these 2-core machines mobile TBT (and so the performance score) swings run to run by
 * seconds while other builds run (one page: TBT 2.0–5.4 s across three runs). Bench reports them
 * against the targets with this tolerance; CI does not fail on them, since a shared runner cannot
 * measure them reliably.
 */
export const noise = { runs: 3, performanceTolerance: 3, tbtToleranceMs: 75 }

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

/** What fails CI (see `gate`). */
export function gateFailures(locale: string, m: Metrics, jsBytes: number): string[] {
  const out: string[] = []
  for (const key of ['accessibility', 'best-practices', 'seo'] as const) {
    if (m[key] < budgets.scores[key]) out.push(`${locale}: ${key} ${m[key]} < ${budgets.scores[key]}`)
  }
  const lcp = gate.lcpMs[locale] ?? budgets.lcpMs
  if (m.lcpMs > lcp) out.push(`${locale}: LCP ${Math.round(m.lcpMs)} ms > ${lcp} ms`)
  const cls = gate.cls[locale] ?? budgets.cls
  if (m.cls > cls) out.push(`${locale}: CLS ${m.cls.toFixed(3)} > ${cls}`)
  if (jsBytes > gate.jsGzipBytes) out.push(`${locale}: JS ${kb(jsBytes)} > ${kb(gate.jsGzipBytes)}`)
  return out
}
