// No visible word outside the messages: every text a visitor reads or hears in a component comes
// from the website texts, in the page's language (the owner edits them in the Studio). JSX text and
// text-bearing props written as string literals are found in src/**/*.tsx (quality/checks/visibleText.ts);
// what must stay is listed below with its reason.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { visibleLiterals, visibleLiteralsIn } from './visibleText.ts'

const SRC = path.resolve(import.meta.dirname, '../../src')

/** Literals that may reach the page, by file and text, each with why it is not a website text. */
const ALLOWED: Array<{ file: string; text: string; why: string }> = [
  {
    file: 'src/features/booking/Honeypot.tsx',
    text: 'Leave empty',
    why: 'the anti-bot field: aria-hidden, off-screen and out of the tab order, so no visitor reads or hears it; a bot reads English',
  },
]

/** Pages for the shop owner, not the visitor: in English, as the shop's e-mail and the Studio are. */
const OWNER_PAGES: Array<{ path: string; why: string }> = [
  {
    path: 'src/features/booking/check/',
    why: "the owner's check of a booking e-mail (/check), opened from the shop's English e-mail; no visitor link leads there",
  },
  { path: 'src/app/routes/index.tsx', why: 'only the /check route\'s loading line ("Checking the request…"), the same owner page' },
]

describe('visible text in components', () => {
  it('comes from the messages, except what is allowed with a reason', () => {
    const found = visibleLiteralsIn(SRC).filter((f) => !OWNER_PAGES.some((page) => f.file.startsWith(page.path)))
    const allowed = (f: { file: string; text: string }) => ALLOWED.some((a) => a.file === f.file && a.text === f.text)
    expect(found.filter((f) => !allowed(f)).map((f) => `${f.file}:${f.line} ${f.where}: "${f.text}"`)).toEqual([])
  })

  it("keeps the owner's pages to their own words", () => {
    const found = visibleLiteralsIn(SRC)
    for (const page of OWNER_PAGES) expect(found.some((f) => f.file.startsWith(page.path)), page.path).toBe(true)
    // The routes file holds the visitor's routes too: only the check page's loading line is the owner's.
    expect(found.filter((f) => f.file === 'src/app/routes/index.tsx').map((f) => f.text)).toEqual(['Checking the request…'])
  })

  it('allows nothing that is no longer there', () => {
    const found = visibleLiteralsIn(SRC)
    expect(ALLOWED.filter((a) => !found.some((f) => f.file === a.file && f.text === a.text)).map((a) => `${a.file}: "${a.text}"`)).toEqual([])
  })
})

describe('the finder', () => {
  const texts = (source: string) => visibleLiterals('src/x.tsx', source).map((f) => `${f.where}: ${f.text}`)

  it('finds JSX text, text props and the strings an expression in JSX can show', () => {
    const source = `
      export function X({ open, n }: { open: boolean; n: number }) {
        return (
          <section aria-label="Bike gallery" title={'More'}>
            <h2>Unexpected Application Error!</h2>
            <input placeholder={\`Your name\`} alt={open ? 'Open' : 'Closed'} />
            {open && 'Open now'}
            {n > 1 ? \`\${n} bikes\` : 'one bike'}
            <Field label={'Phone' + ':'} />
          </section>
        )
      }`
    expect(texts(source)).toEqual([
      'aria-label: Bike gallery',
      'title: More',
      'text: Unexpected Application Error!',
      'placeholder: Your name',
      'alt: Open',
      'alt: Closed',
      'text: Open now',
      'text: bikes',
      'text: one bike',
      'label: Phone',
      'label: :',
    ])
  })

  it('leaves message keys, class names, ids, punctuation and numbers alone', () => {
    const source = `
      export function X({ kind }: { kind: string }) {
        const t = (key: string) => key
        return (
          <div id="contact" className="card" data-state="open" aria-labelledby="contact-title" role="img">
            {t('contact.title')}
            {kind === 'ok' && <b>{t('booking.title')}</b>}
            {' · '} → 404 {'—'}
            <img alt="" src="/logo.png" />
          </div>
        )
      }`
    expect(texts(source)).toEqual([])
  })

  it("finds the punctuation a component writes around a message: Chinese writes 'LINE：', not 'LINE:'", () => {
    const source = `export function X({ t, handle }: { t: (key: string) => string; handle: string }) { return <p>{t('contact.chat.line')}:{' '}<a href="#">{handle}</a> ({t('booking.optional')})</p> }`
    expect(texts(source)).toEqual(['text: :', 'text: (', 'text: )'])
  })

  it('found the crash screen English when it was written in the component', () => {
    const before = `export function Crash() { return <><h2>Unexpected Application Error!</h2><h3>{message}</h3></> }`
    expect(texts(before)).toEqual(['text: Unexpected Application Error!'])
  })
})
