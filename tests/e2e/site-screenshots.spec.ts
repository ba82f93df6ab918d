// Screenshots of every section, per language, on a phone and a desktop, for a human to look at.
// Run: SCREENSHOTS=1 npx playwright test site-screenshots  (files land in test-results/screenshots/,
// or in SCREENSHOTS_DIR: any Playwright run empties test-results/, so keep them elsewhere to compare)
import { expect, test, type Page } from './fixtures'
import type { Locale } from '../../src/i18n/locales'
import { openIn, settle } from './helpers/site'

test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to take the review screenshots')

const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } }
const locales: Locale[] = ['en', 'zh', 'th']

async function shoot(page: Page, name: string, target?: string) {
  await settle(page)
  const path = `${process.env.SCREENSHOTS_DIR ?? 'test-results/screenshots'}/${name}.png`
  // The sticky bar would be pasted over the middle of a tall element's screenshot: hide it there.
  const style = 'header { visibility: hidden !important; }'
  if (target) await page.locator(target).first().screenshot({ path, animations: 'disabled', style })
  else await page.screenshot({ path, animations: 'disabled' })
}

for (const [device, viewport] of Object.entries(viewports)) {
  for (const locale of locales) {
    test(`${device} ${locale}`, async ({ page }) => {
      test.setTimeout(90_000)
      await page.setViewportSize(viewport)
      await openIn(page, locale)
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('banner').getByTestId('logo')).toBeVisible()
      const prefix = `${device}-${locale}`
      await shoot(page, `${prefix}-1-first-screen`)
      await shoot(page, `${prefix}-2-hero`, '#home')

      await page.locator('#gallery').scrollIntoViewIfNeeded()
      await page.waitForLoadState('networkidle')
      await shoot(page, `${prefix}-3-gallery`, '#gallery')
      await page.locator('#gallery').getByRole('button', { expanded: false }).click()
      await expect(page.locator('#gallery').getByRole('article')).toHaveCount(12)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      await page.waitForLoadState('networkidle')
      await shoot(page, `${prefix}-4-gallery-expanded`, '#gallery')
      await shoot(page, `${prefix}-5-contact`, '#contact')
      await shoot(page, `${prefix}-6-footer`, 'footer')

      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByRole('banner').getByRole('button', { name: /Language|语言|ภาษา/ }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      await shoot(page, `${prefix}-7-language-menu`)
      await page.keyboard.press('Escape')

      await page.locator('#gallery').getByRole('article').nth(1).getByRole('button').click()
      const opened = await page.getByRole('dialog').waitFor({ timeout: 5_000 }).then(() => true, () => false)
      if (opened) await shoot(page, `${prefix}-8-booking-modal`)
      await page.keyboard.press('Escape')

      await page.goto('/no-such-page')
      await expect(page.getByRole('banner').getByTestId('logo')).toBeVisible()
      await shoot(page, `${prefix}-9-not-found`)
    })
  }
}
