// Long words (Russian's run longest) in every language, at phone and desktop width, in each engine:
// nothing wider than the screen, no navigation link broken over two lines, every Book inside its
// card, and the open booking form within the screen. Screenshots of the page and the form in each
// language go beside the booking scenario's.
import type { Engine } from './drivers'
import type { Context, Scenario } from './scenarios'
import { messages } from '../e2e/helpers/content'
import { htmlLang, locales, type Locale } from '../../src/i18n/locales'
import { find, settled, waitFor } from './waits'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1440, height: 900 }

// Each problem as a sentence; none is the pass. A Range's line boxes tell a wrapped link.
const pageProblems = `(() => {
  const problems = []
  const width = document.documentElement.clientWidth
  if (document.documentElement.scrollWidth > width) problems.push('the page is ' + document.documentElement.scrollWidth + ' px wide on a ' + width + ' px screen')
  const lines = (element) => { const range = document.createRange(); range.selectNodeContents(element); return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size }
  for (const link of document.querySelectorAll('header nav a')) {
    if (link.getClientRects().length && lines(link) > 1) problems.push('the navigation link "' + link.textContent + '" wraps')
  }
  for (const control of document.querySelectorAll('header button, [data-book]')) {
    if (control.getClientRects().length && control.scrollWidth > control.clientWidth + 1) problems.push('the text of "' + control.textContent.trim() + '" overflows its button')
  }
  for (const card of document.querySelectorAll('#gallery-bikes article')) {
    const box = card.getBoundingClientRect()
    const book = card.querySelector('[data-book]')?.getBoundingClientRect()
    if (!book || book.left < box.left - 0.5 || book.right > box.right + 0.5 || book.bottom > box.bottom + 0.5) problems.push('the Book button of ' + card.querySelector('h3').textContent + ' is outside its card')
  }
  return problems
})()`

const formProblems = `(() => {
  const problems = []
  const dialog = document.querySelector('[role=dialog]')
  const box = dialog.getBoundingClientRect()
  if (box.left < 0 || box.right > document.documentElement.clientWidth) problems.push('the form is ' + Math.round(box.width) + ' px wide, past the screen')
  for (const element of dialog.querySelectorAll('label, button, input, select, p, h2')) {
    const part = element.getBoundingClientRect()
    // The honeypot is off-screen on purpose (aria-hidden, Honeypot.tsx): no visitor sees it.
    if (element.closest('[aria-hidden=true]')) continue
    if (element.getClientRects().length && (part.left < box.left - 0.5 || part.right > box.right + 0.5)) problems.push('"' + (element.textContent || element.getAttribute('name') || element.tagName).trim().slice(0, 40) + '" sticks out of the form')
  }
  return problems
})()`

async function checkLanguage(engine: Engine, { site, shots }: Context, locale: Locale, size: string): Promise<string[]> {
  const m = messages[locale]
  await engine.open(`${site}/?lang=${locale}`)
  await waitFor(engine, `document.documentElement.lang === ${JSON.stringify(htmlLang[locale])} && document.querySelectorAll('#gallery-bikes article').length > 0`, `the page in ${locale}`)
  await settled(engine, `the page in ${locale}`)
  const problems = (await engine.evaluate<string[]>(pageProblems)).map((problem) => `${locale}: ${problem}`)
  await engine.screenshot(`${shots}/${engine.name}-${locale}-page-${size}.png`)
  await engine.click(await find(engine, 'button', m['bike.bookLabel'].replace('{name}', 'Honda PCX 150')))
  await waitFor(engine, `document.querySelector('[role=dialog] input[name=name]')`, `the booking form in ${locale}`)
  await settled(engine, `the booking form in ${locale}`)
  problems.push(...(await engine.evaluate<string[]>(formProblems)).map((problem) => `${locale}, form: ${problem}`))
  await engine.screenshot(`${shots}/${engine.name}-${locale}-form-${size}.png`)
  return problems
}

function longWords(sizeName: string, size: { width: number; height: number }): Scenario {
  return {
    name: `long words (${sizeName}): every language fits the screen, the navigation and the cards, and so does the open form`,
    size,
    async run(engine, context) {
      const problems: string[] = []
      for (const locale of locales) problems.push(...(await checkLanguage(engine, context, locale, sizeName)))
      if (problems.length) throw new Error(problems.join('; '))
    },
  }
}

export const longWordScenarios = [longWords('phone', PHONE), longWords('desktop', DESKTOP)]
