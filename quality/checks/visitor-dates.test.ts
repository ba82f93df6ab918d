// Every date a visitor reads takes its locale from dateLocale(): the page's language with its
// calendar spelled out, Thai in the Buddhist era (docs/decisions/thai-dates-buddhist-era.md). This
// finds every place in src/ that formats a date and holds it to that; tests/unit/visitor-dates.test.tsx
// renders the Thai form, summary, confirmation and reviews and reads their years.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const SRC = path.resolve(import.meta.dirname, '../../src')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sources(file)
    return /\.tsx?$/.test(entry.name) && !/\.(test|testing)\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** Each place that formats a date, and whether its locale comes from dateLocale(). */
function dateFormattings(file: string, source = readFileSync(file, 'utf8')): Array<{ where: string; ok: boolean }> {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: Array<{ where: string; ok: boolean }> = []
  const where = (node: ts.Node) => `${path.relative(SRC, file)}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`
  const visit = (node: ts.Node) => {
    if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && node.expression.getText(sf) === 'Intl.DateTimeFormat') {
      found.push({ where: where(node), ok: node.arguments?.[0]?.getText(sf).includes('dateLocale(') ?? false })
    }
    // Formatting that picks the calendar from a bare language tag or the browser: never for a visitor's date.
    if (ts.isPropertyAccessExpression(node) && /^(formatDate|formatTime|formatDateToParts|toLocaleDateString|toLocaleTimeString)$/.test(node.name.text)) {
      found.push({ where: where(node), ok: false })
    }
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && /^Formatted(Date|Time)/.test(node.tagName.getText(sf))) {
      found.push({ where: where(node), ok: false })
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

describe('date formatting in src', () => {
  it('always takes its locale from dateLocale(), the language with its calendar spelled out', () => {
    const all = sources(SRC).flatMap((file) => dateFormattings(file))
    // The form's dates, the shop's and the visitor's times, the pickup slots, the reviews.
    expect(all.length).toBeGreaterThanOrEqual(4)
    expect(all.filter((place) => !place.ok).map((place) => place.where)).toEqual([])
  })

  it('would catch a date formatted with the page language alone, or by react-intl or the browser', () => {
    const probe = [
      'const a = new Intl.DateTimeFormat(intl.locale, { year: "numeric" }).format(d)',
      'const b = intl.formatDate(d, { month: "long" })',
      'const c = d.toLocaleDateString("th")',
      'const e = <FormattedDate value={d} />',
      'const f = new Intl.DateTimeFormat(dateLocale(locale)).format(d)',
    ].join('\n')
    expect(dateFormattings(path.join(SRC, 'probe.tsx'), probe).map((place) => place.ok)).toEqual([false, false, false, false, true])
  })
})
