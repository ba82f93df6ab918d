// A price in baht as an approximate amount in another currency, at the shop's rate: the one rule
// the cards, the estimate, the extras and the prepayment show it by. The baht stays the price;
// this is a guide, so it is rounded to claim no precision the rate lacks. A shop's rate and the
// visitor's bank differ by a few percent, so two significant digits (at most 5 % off the exact
// conversion: ¥57, ¥1,100, 14,000 ₽, $5.8), and never finer than the currency's smallest unit
// (no 0.3 yen).

/** Currencies written without a minor unit; every other listed currency has cents. */
const WHOLE_UNITS: ReadonlySet<string> = new Set(['JPY', 'KRW'])

/** The decimals a currency's amounts may have: 0 for yen and won, 2 for the others. */
export const minorDigits = (code: string): number => (WHOLE_UNITS.has(code) ? 0 : 2)

const SIGNIFICANT = 2

/**
 * `baht` in the currency of `bahtPerUnit` (baht for 1 unit), rounded to two significant digits and
 * to the currency's smallest unit; null when there is nothing to convert (a free extra, no rate).
 */
export function approximate(baht: number, bahtPerUnit: number, code: string): number | null {
  if (!(baht > 0) || !(bahtPerUnit > 0) || !Number.isFinite(baht) || !Number.isFinite(bahtPerUnit)) return null
  const exact = baht / bahtPerUnit
  const significant = Number(exact.toPrecision(SIGNIFICANT))
  const unit = 10 ** minorDigits(code)
  const rounded = Math.round(significant * unit) / unit
  // Less than the smallest unit rounds up to it, never to a free "≈ ¥0".
  return rounded > 0 ? rounded : 1 / unit
}
