// The gate fails on what is deterministic, each finding named with its page; the targets are reported.
import { describe, expect, it } from 'vitest'
import { gate, gateFailures, median, misses, tapMisses, targets, type LoadFindings, type Metrics } from './budgets.ts'

const good: Metrics = { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 900, tbtMs: 40, cls: 0, fcpMs: 850 }
const load: LoadFindings = { page: '/ phone', scriptsBeforePaint: [], jsGzipBytes: 149 * 1024, cls: 0, console: [] }

describe('the performance gate', () => {
  it('passes clean loads and a start cost within the ratio', () => {
    expect(gateFailures([load, { ...load, page: '/?lang=th desktop' }], 1.3)).toEqual([])
    expect(gateFailures([load], gate.startCostRatio)).toEqual([])
  })

  it('fails on bytes, scripts before the first paint, layout shift and console warnings, each named', () => {
    const bad = { ...load, page: '/?lang=zh phone', scriptsBeforePaint: ['/assets/index-abc.js'], jsGzipBytes: gate.jsGzipBytes + 60 * 1024, cls: 0.05, console: ['error: Hydration failed'] }
    expect(gateFailures([bad], 1.3)).toEqual([
      '/?lang=zh phone: scripts requested before the first paint: /assets/index-abc.js',
      '/?lang=zh phone: JS before any interaction 210.0 KB > 150.0 KB',
      '/?lang=zh phone: layout shift 0.050 > 0.02',
      '/?lang=zh phone: console error: Hydration failed',
    ])
  })

  it('fails on a start cost beyond the ratio, and on a ratio it could not measure', () => {
    expect(gateFailures([load], 13.4)).toEqual(['a load with the app costs 13.40x the same load without it > 10x'])
    expect(gateFailures([load], Number.NaN)).toHaveLength(1)
  })
})

describe('the targets bench reports', () => {
  it('name every Lighthouse median that misses, and none that meets', () => {
    expect(misses('en', good, 149 * 1024)).toEqual([])
    expect(misses('th', { ...good, performance: 96, tbtMs: 150, lcpMs: 1100, accessibility: 96 }, targets.jsGzipBytes + 1)).toEqual([
      'th: performance 96 < 98',
      'th: accessibility 96 < 100',
      'th: LCP 1100 ms > 1000 ms',
      'th: TBT 150 ms > 100 ms',
      'th: JS 150.0 KB > 150.0 KB',
    ])
  })

  it('name every tap path whose ratio to the plain SPA is over its target, and none within it', () => {
    const reference = { bookAfterSwipe: 40, bookWithoutTouch: 50, bookNowAtPaint: 40, bookNowFromNavigation: 4000, secondOpen: 30, languageSwitch: 300 }
    expect(tapMisses({ ...reference, bookNowFromNavigation: 2400 }, reference)).toEqual([])
    expect(tapMisses({ ...reference, bookWithoutTouch: 2050, bookNowFromNavigation: 4900 }, reference)).toEqual([
      "bookWithoutTouch 2050 ms = 41.00x the plain SPA's 50 ms > 1.5x",
      "bookNowFromNavigation 4900 ms = 1.23x the plain SPA's 4000 ms > 0.6x",
    ])
  })

  it('take the median of the runs', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})
