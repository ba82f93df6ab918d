// The performance targets of the perf issue, and the tolerance CI allows for a noisy 2-core runner.
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
 * Noise: on these 2-core machines mobile TBT (and so the performance score) swings run to run
 * (one page scored 86–93 across runs). CI gates on the median of RUNS runs, allows the
 * performance score TOLERANCE points and TBT TBT_TOLERANCE_MS below/above target, and holds bytes,
 * LCP and CLS exactly: those do not depend on CPU jitter.
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

/** Every way a locale's medians miss the targets, worded for the CI log. */
export function misses(locale: string, m: Metrics, strict: boolean): string[] {
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
  return out
}
