// The site's languages are spelled in one place, src/i18n/locales.ts; everything else derives them
// from it, so a new language is a list entry plus content (docs/adding-a-language.md). This finds
// code that spells the set by hand again.
//
// What counts: a line that names two or more different codes of `knownLanguages` as set members:
// quoted ('zh', "th"), an object key, property or GROQ field (`zh:`, `m.zh`, `{ en, zh }`), a language's file
// (`index.zh.html`, `messages.th.json`), a ?lang= value or :lang() selector, its name ('Thai',
// 'ไทย'), or a regex
// alternative (`^(zh|th)$`); and a record, list or projection written one entry a line (adjacent
// entry lines, e.g. each opening with a code or importing a language's generated file).
// What does not: one code alone (a test or a rule about that language), words ("then", "the"),
// `<th>` cells, BCP 47 tags like 'en-GB' (one language's formatting), comments (prose), a review's
// `language:` (any of 30 codes), and a line that also quotes two or more other codes ('de', 'fr'):
// another list, e.g. the languages a review may be written in.
import { execFileSync } from 'node:child_process'
import { knownLanguages } from '../../src/i18n/locales.ts'

const CODES = Object.keys(knownLanguages) as Array<keyof typeof knownLanguages>
const WINDOW = 3

// Not checked: the list itself, content and what is generated from it (vercel.json is written by
// site-build/headers/write.ts and held to the list by site-build/hosting/hosting-parity.test.ts), prose.
const CHECKED = /^(src|rules|scripts|studio|tests|preview|public)\/.*\.(ts|tsx|js|json|html|css)$|^[^/]+\.(ts|json|toml)$|^public\/_redirects$/
const EXEMPT = /^src\/generated\/|^studio\/seed\/|^src\/i18n\/locales\.ts$|(^|\/)package(-lock)?\.json$|^vercel\.json$|(^|\/)schema\.json$/

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const forms = (code: keyof typeof knownLanguages) =>
  new RegExp(
    [
      // The language's name, quoted: 'Thai', 'ไทย', 'Chinese (中文)'.
      ...[knownLanguages[code].englishName, knownLanguages[code].nativeName].map((name) => `['"\`]${escape(name)}(?=['"\`\\s(])`),
      `(['"\`])${code}\\1`,
      `(^|[\\s{,(])${code}\\??\\s*:(?!:)`,
      `[{,]\\s*${code}\\s*(?=[,}])`,
      `^\\s*${code}\\s*,?\\s*$`,
      `\\.${code}\\.(html|json|ast|booking|visit)\\b`,
      `[\\w)\\]]\\.${code}\\b(?![.\\w-])`,
      `lang=${code}\\b`,
      `:lang\\(${code}\\)`,
      `[(|^]${code}[|)$]`,
    ].join('|'),
  )
const FORMS = CODES.map((code) => [code, forms(code)] as const)
const COMMENT = /^\s*(\/\/|\/?\*|#|<!--)/
const REVIEW_LANGUAGE = /\blanguage:\s*(['"])[a-z]{2}\1/g
const ANY = `(${CODES.join('|')})`
// Lines that are one entry of a list: `zh: …`, `zh,`, `{name: 'zh', …}`, an import of a language's
// generated file, a host rule for ?lang=zh.
const ENTRY = new RegExp(
  [`^\\s*(['"]?)${ANY}\\1\\s*[,:}]`, `^\\s*${ANY}\\s*$`, `^\\s*\\{\\s*name:\\s*(['"])${ANY}\\4`, `^import .*\\.${ANY}\\.[\\w.]*json`, `lang=${ANY}\\b`, `:lang\\(${ANY}\\)`].join('|'),
)
const OTHER_QUOTED_CODE = new RegExp(`(['"])(?!(?:${CODES.join('|')})\\1)[a-z]{2}\\1`, 'g')

/** The site's language codes a line names as set members (none when it is another list of codes). */
export function codesNamed(raw: string): string[] {
  const line = raw.replace(REVIEW_LANGUAGE, '')
  if (COMMENT.test(line) || (line.match(OTHER_QUOTED_CODE) ?? []).length >= 2) return []
  return FORMS.filter(([, form]) => form.test(line)).map(([code]) => code)
}

/** `file:line: text` for every line (or short run of lines) that spells two or more languages. */
export function handSpelledSets(file: string, text: string): string[] {
  const lines = text.split('\n')
  const named = lines.map(codesNamed)
  const entry = lines.map((line) => ENTRY.test(line))
  const found: string[] = []
  let coveredUntil = -1
  for (let start = 0; start < lines.length; start++) {
    if (start <= coveredUntil || !named[start].length) continue
    // A run: the line itself, or it and the entry lines right after it while each names a code.
    let end = start
    let codes = new Set(named[start])
    while (entry[end] && end + 1 < Math.min(lines.length, start + WINDOW) && entry[end + 1] && named[end + 1].length) {
      end++
      codes = new Set([...codes, ...named[end]])
    }
    if (codes.size >= 2) {
      found.push(`${file}:${start + 1}: ${[...codes].join(', ')}: ${lines[start].trim().slice(0, 100)}`)
      coveredUntil = end
    }
  }
  return found
}

/** Every tracked file the guard reads. */
export function checkedFiles(cwd = process.cwd()): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && CHECKED.test(file) && !EXEMPT.test(file))
}
