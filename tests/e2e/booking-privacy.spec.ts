// The privacy notice at the booking form, in the visitor's language, with the shop's own name and
// phone filled in: what is collected, why, how it travels, how long it is kept, whom to ask.
import { createIntl } from 'react-intl'
import { expect, test } from './fixtures'
import { messages, settings } from './helpers/content'
import { expectNoAxeViolations, openIn } from './helpers/site'
import { locales } from '../../src/i18n/locales'

// Dates in the form are the suite's: every page starts at E2E_NOW (fixtures.ts).
test.use({ pinnedClock: true })

for (const locale of locales) {
  test(`the booking form tells what it collects and where it goes (${locale})`, async ({ page }) => {
    const m = messages[locale]
    const intl = createIntl({ locale, messages: { privacy: m['booking.privacy'] } })
    const expected = intl.formatMessage({ id: 'privacy' }, { phone: settings.phone })
    expect(expected).toContain('EmailJS')
    expect(expected).toContain(settings.phone)
    await openIn(page, locale)
    await page.getByRole('button', { name: m['hero.bookNow'], exact: true }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText(expected, { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
