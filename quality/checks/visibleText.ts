// Finds the words a component writes itself: JSX text and text-bearing props (aria-label, title,
// placeholder, alt, label …) given as string literals in src/**/*.tsx, and the punctuation it puts
// around a message. Every word a visitor reads
// comes from the messages, in the page's language; what may stay is allow-listed with its reason
// (quality/checks/visible-text.test.ts).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/** Props whose string value a visitor reads or hears (screen readers read aria-* and alt). */
export const TEXT_PROPS = new Set([
  'aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder',
  'title', 'placeholder', 'alt', 'label', 'subtitle', 'description', 'heading', 'text', 'caption', 'children',
])

export type VisibleLiteral = { file: string; line: number; where: string; text: string }

// A letter of any script, or the punctuation a language writes its own way (a colon is '：' in
// Chinese; a comma, full stop or bracket belongs in the sentence's message). Digits, arrows and
// separators alone ('·', '→', '—', '404') say nothing in a language.
const HAS_WORDS = /\p{L}|[:;,.!?()]/u

/** The string literals an expression can evaluate to, not those inside calls (t('key') is a key, not a text). */
function literalsOf(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.flatMap((span) => [span.literal.text, ...literalsOf(span.expression)])]
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)) return literalsOf(node.expression)
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)]
  if (ts.isBinaryExpression(node)) {
    // `a && b` shows b (a falsy a shows nothing); `a || b`, `a ?? b` and `a + b` may show either.
    const op = node.operatorToken.kind
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalsOf(node.right)
    const either = [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.PlusToken]
    return either.includes(op) ? [...literalsOf(node.left), ...literalsOf(node.right)] : []
  }
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((element) => (ts.isExpression(element) ? literalsOf(element) : []))
  return []
}

export function visibleLiterals(file: string, source: string): VisibleLiteral[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: VisibleLiteral[] = []
  const add = (node: ts.Node, where: string, text: string) => {
    const clean = text.replace(/\s+/g, ' ').trim()
    if (HAS_WORDS.test(clean)) found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1, where, text: clean })
  }
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) add(node, 'text', node.text)
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const text of literalsOf(node.expression)) add(node, 'text', text)
    } else if (ts.isJsxAttribute(node) && node.initializer) {
      const name = node.name.getText(sf)
      if (TEXT_PROPS.has(name)) {
        const init = node.initializer
        const texts = ts.isStringLiteral(init) ? [init.text] : ts.isJsxExpression(init) && init.expression ? literalsOf(init.expression) : []
        for (const text of texts) add(node, name, text)
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

/** Every component file: src/**\/*.tsx without tests and test helpers. */
export function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : componentFiles(file)
    return entry.name.endsWith('.tsx') && !/\.test\.tsx$|\.testing\.tsx$/.test(entry.name) ? [file] : []
  })
}

export function visibleLiteralsIn(root: string): VisibleLiteral[] {
  return componentFiles(root).flatMap((file) => visibleLiterals(path.relative(path.dirname(root), file), readFileSync(file, 'utf8')))
}
