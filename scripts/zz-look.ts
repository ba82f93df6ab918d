import { chromium } from '@playwright/test'
import { serveStatic } from './serve/serve.ts'
import { chromiumFlags, chromiumPath } from './bench/lighthouse-run.ts'
import { READY_ATTRIBUTE } from '../src/i18n/languageSwap.ts'
const site = await serveStatic('/work/main/dist')
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
for (const [w, h, tag] of [[390, 844, 'phone'], [1440, 900, 'desk']] as const) {
  for (const lang of ['en', 'zh', 'th', 'ru']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, isMobile: tag === 'phone', hasTouch: tag === 'phone' })
    const page = await ctx.newPage()
    await page.goto(`${site.url}/${lang === 'en' ? '' : `?lang=${lang}`}`)
    const card = page.getByRole('article').first()
    await card.scrollIntoViewIfNeeded()
    await page.keyboard.press('Shift')
    await page.locator(`html[${READY_ATTRIBUTE}]`).waitFor({ state: 'attached' })
    await page.waitForTimeout(300)
    await card.screenshot({ path: `/tmp/s/shots/card-${lang}-${tag}.png` })
    await card.getByRole('button').last().click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor({ state: 'visible' })
    await dialog.locator('input[name="startDate"]').fill('2026-12-12')
    await dialog.locator('input[name="endDate"]').fill('2026-12-17')
    const sel = dialog.locator('select[name="delivery"]')
    if (await sel.count()) await sel.selectOption({ index: 3 })
    const est = dialog.locator('section[aria-labelledby="booking-estimate-title"]')
    await est.evaluate((e) => e.scrollIntoView({ block: 'center' }))
    await page.waitForTimeout(400)
    await page.screenshot({ path: `/tmp/s/shots/form-${lang}-${tag}.png` })
    await sel.evaluate((e) => e.scrollIntoView({ block: 'center' })).catch(() => {})
    await page.screenshot({ path: `/tmp/s/shots/formtop-${lang}-${tag}.png` })
    await ctx.close()
  }
}
await browser.close(); site.server.close()
