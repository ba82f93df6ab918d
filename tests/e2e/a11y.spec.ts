// Zero axe-core violations (WCAG 2 A and AA) on every screen of docs/spec.md §2, in all three languages.
import { expect, test } from './fixtures'
import { locales } from '../../src/i18n/locales'
import { expectNoAxeViolations, languageButton, openIn } from './helpers/site'

for (const locale of locales) {
  test.describe(`accessibility in ${locale}`, () => {
    test('home page', async ({ page }) => {
      await openIn(page, locale)
      await expectNoAxeViolations(page)
    })

    test('expanded gallery', async ({ page }) => {
      await openIn(page, locale)
      const toggle = page.locator('#gallery').getByRole('button', { expanded: false })
      await toggle.click()
      await expect(page.locator('#gallery').getByRole('article')).toHaveCount(12)
      await expectNoAxeViolations(page)
    })

    test('open language menu', async ({ page }) => {
      await openIn(page, locale)
      await page.getByRole('banner').getByRole('button', { name: languageButton }).click()
      await expect(page.getByRole('menu')).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('open booking modal', async ({ page }) => {
      await openIn(page, locale)
      await page.locator('#home').getByRole('button').first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      await expectNoAxeViolations(page)
    })

    test('404 page', async ({ page }) => {
      await openIn(page, locale, '/missing-page')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}
