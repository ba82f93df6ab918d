// Playwright's test and expect, with one change: page.goto and page.reload also wait until the app
// is ready (hydrated, in the asked-for language). The home page arrives prerendered, so its buttons
// are visible before the script that makes them work has run; a click then would be lost.
import { test as base } from '@playwright/test'
import { READY_ATTRIBUTE } from '../../src/i18n/languageSwap'

export { expect } from '@playwright/test'
export type { APIRequestContext, Page, Route } from '@playwright/test'

export const test = base.extend({
  page: async ({ page }, provide) => {
    const ready = () => page.waitForSelector(`html[${READY_ATTRIBUTE}]`, { state: 'attached' })
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    page.goto = async (...args) => {
      const response = await goto(...args)
      await ready()
      return response
    }
    page.reload = async (...args) => {
      const response = await reload(...args)
      await ready()
      return response
    }
    await provide(page)
  },
})
