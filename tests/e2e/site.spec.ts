// The whole site of docs/spec.md §2 in a real browser: routes, navigation, languages, logo, hero, gallery, contact.
import { expect, test } from './fixtures'
import { messages, settings } from './helpers/content'
import { chooseLanguage, collectConsoleErrors, openIn, otherLocales } from './helpers/site'
import { defaultLocale, languageFacts, locales } from '../../src/i18n/locales'
import { formatTimeRange } from '../../src/i18n/timeRange'

const gallery = (page: import('@playwright/test').Page) => page.getByRole('region', { name: /Our Motorbikes/ })

test.describe('routes', () => {
  test('an unknown path shows the 404 page, logs the path and leads home', async ({ page }) => {
    const errors = collectConsoleErrors(page)
    await page.goto('/no/such/page')
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
    await expect.poll(() => errors.join('\n')).toContain('/no/such/page')

    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('heading', { level: 1, name: messages.en['hero.title'] })).toBeVisible()
  })

  test('the navigation on the 404 page leads to the home page sections', async ({ page }) => {
    await page.goto('/old-link')
    await page.getByRole('navigation').getByRole('link', { name: 'Gallery' }).click()
    await expect(page).toHaveURL('/#gallery')
    await expect(page.getByRole('heading', { level: 2, name: 'Our Motorbikes' })).toBeInViewport()
  })

  // Make the contact card's 'WhatsApp: …' line throw as it is put together (labelledParts splits the
  // formatted text around its value): a genuine render error inside the home page, outside react-intl,
  // which catches its own formatting errors and shows the raw value instead.
  const breakWhatsAppLine = (page: import('@playwright/test').Page) =>
    page.addInitScript(() => {
      const split = String.prototype.split as (this: string, separator: string | RegExp, limit?: number) => string[]
      String.prototype.split = function (this: string, separator: string | RegExp, limit?: number) {
        if (separator === '\uE000' && this.startsWith('WhatsApp')) throw new Error('e2e: forced render error')
        return split.call(this, separator, limit)
      } as typeof String.prototype.split
    })

  test("a render error shows React Router's default error screen", async ({ page }) => {
    await breakWhatsAppLine(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible()
  })

  test("a render error on a Thai page says so in Thai (the spec's English is the English page's)", async ({ page }) => {
    await breakWhatsAppLine(page)
    await page.goto('/?lang=th')
    await expect(page.getByRole('heading', { level: 2, name: messages.th['error.unexpected'] })).toBeVisible()
    await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0)
  })
})

/** Where the contact section's top sits in the viewport, in CSS px. */
const contactTop = (page: import('@playwright/test').Page) => page.evaluate(() => Math.round(document.getElementById('contact')!.getBoundingClientRect().top))

test.describe('navigation', () => {
  test('stays at the top while scrolling and its links scroll to the sections', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    const nav = page.getByRole('navigation')

    await nav.getByRole('link', { name: 'Contact' }).click()
    await expect(page).toHaveURL(/#contact$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Contact Us' })).toBeInViewport()
    // Exactly under the sticky bar (scroll-padding-top: 5rem), though the section has never been drawn
    // yet (skipWhileOffscreen): a placeholder height above it would make this jump land short or long.
    await expect.poll(() => contactTop(page)).toBe(80)
    expect((await header.boundingBox())?.y).toBe(0)

    await nav.getByRole('link', { name: 'Gallery' }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'Our Motorbikes' })).toBeInViewport()
    await nav.getByRole('link', { name: 'Home' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
  })

  test('a jump to a section lands exactly under the bar on a phone too, in every language', async ({ page }) => {
    // On a phone the blocks above #contact are tallest, so a placeholder height there shows most.
    await page.setViewportSize({ width: 412, height: 850 })
    for (const locale of locales) {
      await openIn(page, locale)
      await page.evaluate(() => { location.hash = 'contact' })
      await expect.poll(() => contactTop(page)).toBe(80)
    }
  })

  test('the page is as long before its last blocks are drawn as after, so the scrollbar does not jump', async ({ page }) => {
    // In the evening, Phuket time: the shop's "closed, opens tomorrow" line is the longest it shows.
    await page.clock.setFixedTime(new Date('2026-11-25T14:00:00Z'))
    const lengths: string[] = []
    const off: number[] = []
    for (const viewport of [{ width: 412, height: 850 }, { width: 800, height: 900 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(viewport)
      for (const locale of locales) {
        await openIn(page, locale)
        const length = () => page.evaluate(() => document.documentElement.scrollHeight)
        const before = await length()
        // Each block that skips its rendering off screen (content-visibility: auto) reports when it
        // is drawn; the length after is read once every one of them has been, however many frames
        // this engine takes to get there.
        const blocks = await page.evaluate(() => {
          const drawn = ((window as unknown as { drawnBlocks: Set<Element> }).drawnBlocks = new Set<Element>())
          const skipping = Array.from(document.querySelectorAll('body *')).filter((element) => getComputedStyle(element).contentVisibility === 'auto')
          for (const block of skipping) {
            // Already drawn (near the viewport at this size): its length is in `before` too.
            if (block.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })) drawn.add(block)
            block.addEventListener('contentvisibilityautostatechange', (event: Event) => {
              if (!(event as Event & { skipped: boolean }).skipped) drawn.add(block)
            })
          }
          return skipping.length
        })
        expect(blocks, 'no block skips its rendering off screen: nothing here to check').toBeGreaterThan(0)
        await page.locator('footer').scrollIntoViewIfNeeded()
        await page.locator('#contact').scrollIntoViewIfNeeded()
        await expect.poll(() => page.evaluate(() => (window as unknown as { drawnBlocks: Set<Element> }).drawnBlocks.size), { message: 'a block below the fold was never drawn' }).toBe(blocks)
        const after = await length()
        lengths.push(`${locale} ${viewport.width} px: ${before} -> ${after}`)
        off.push(Math.abs(after - before))
      }
    }
    expect(Math.max(...off), lengths.join('; ')).toBeLessThanOrEqual(40)
  })

  test('the language menu switches every text at once, in every language', async ({ page }) => {
    await page.goto('/')
    const items = locales.map((locale) => messages[defaultLocale][`lang.${locale}`])
    await page.getByRole('button', { name: /Language/ }).click()
    for (const name of items) {
      const item = page.getByRole('menuitemradio', { name })
      await expect(item).toBeVisible()
      await expect(item.locator('svg').first()).toBeVisible()
    }
    await page.keyboard.press('Escape')

    for (const locale of [...otherLocales, defaultLocale]) {
      await chooseLanguage(page, locale)
      const m = messages[locale]
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m['hero.title'])
      await expect(page.getByRole('button', { name: m['hero.bookNow'], exact: true })).toBeVisible()
      await expect(page.getByRole('navigation').getByRole('link', { name: m['nav.gallery'] })).toBeVisible()
      await expect(page.getByRole('region', { name: m['gallery.title'] })).toBeVisible()
      await expect(page.getByRole('button', { name: m['gallery.viewAll'] })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: m['contact.title'] })).toBeVisible()
    }
  })

  test('the language menu and the skip link work from the keyboard', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()

    await page.getByRole('button', { name: /Language/ }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menu')).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.zh['hero.title'])
  })

  test('the language choice survives a reload', async ({ page }) => {
    await page.goto('/')
    await chooseLanguage(page, 'th')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'th')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.th['hero.title'])
  })
})

test.describe('logo', () => {
  test('shows the canvas-processed logo with its near-white pixels faded', async ({ page }) => {
    await page.goto('/')
    const logo = page.getByRole('banner').getByTestId('logo')
    await expect(logo).toHaveAttribute('src', /^data:image\/png/)
    const faded = await logo.evaluate(async (img: HTMLImageElement) => {
      await img.decode()
      const canvas = document.createElement('canvas')
      canvas.width = img.naturalWidth
      canvas.height = img.naturalHeight
      const context = canvas.getContext('2d')!
      context.drawImage(img, 0, 0)
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
      let count = 0
      for (let i = 0; i < data.length; i += 4) {
        if (data[i] > 240 && data[i + 1] > 240 && data[i + 2] > 240 && data[i + 3] > 0 && data[i + 3] <= 64) count++
      }
      return count
    })
    expect(faded).toBeGreaterThan(0)
  })

  test('falls back to the original and logs an error when the logo cannot be processed', async ({ page }) => {
    const errors = collectConsoleErrors(page)
    await page.addInitScript(() => {
      HTMLCanvasElement.prototype.getContext = () => null
    })
    await page.goto('/')
    await expect(page.getByRole('banner').getByTestId('logo')).toHaveAttribute('src', settings.logo.url)
    await expect.poll(() => errors.join('\n')).toContain('Logo processing failed')
  })
})

test.describe('gallery', () => {
  test('shows 3 bikes, all 12 after "View All Bikes →", 3 again after "← Show Less"', async ({ page }) => {
    await page.goto('/')
    const cards = gallery(page).getByRole('article')
    await expect(cards).toHaveCount(3)
    await expect(gallery(page).getByText('Want to see more bike models?')).toBeVisible()
    await gallery(page).getByRole('button', { name: 'View All Bikes →' }).click()
    await expect(cards).toHaveCount(12)
    await gallery(page).getByRole('button', { name: '← Show Less' }).click()
    await expect(cards).toHaveCount(3)
    await expect(gallery(page).getByRole('heading', { level: 2 })).toBeInViewport()
  })

  test('puts a Popular badge on exactly the three flagged bikes', async ({ page }) => {
    await page.goto('/')
    await gallery(page).getByRole('button', { name: 'View All Bikes →' }).click()
    const popular = gallery(page).getByRole('article').filter({ hasText: 'Popular' })
    await expect(popular).toHaveCount(3)
    await expect(popular.getByRole('heading', { level: 3 })).toHaveText(['Honda PCX 150', 'Honda CBR500R', 'BMW R1250GS'])
  })

  test('each card shows its price per day, specs and an image with explicit size', async ({ page }) => {
    await page.goto('/')
    await gallery(page).getByRole('button', { name: 'View All Bikes →' }).click()
    const bmw = gallery(page).getByRole('article').filter({ hasText: 'BMW R1250GS' })
    await expect(bmw.getByText('1,200 baht / day')).toBeVisible()
    await expect(bmw.getByText('2 passengers')).toBeVisible()
    const images = gallery(page).getByRole('article').getByRole('img')
    await expect(images).toHaveCount(12)
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/)
      await expect(image).toHaveAttribute('height', /^\d+$/)
      await expect(image).toHaveAttribute('loading', 'lazy')
    }
  })
})

test.describe('contact', () => {
  test('phone, LINE and WhatsApp are working deep links; address, hours and services are shown', async ({ page }) => {
    await page.goto('/#contact')
    const contact = page.getByRole('region', { name: 'Contact Us' })
    await expect(contact.getByRole('link', { name: settings.phone }).first()).toHaveAttribute(
      'href',
      `tel:${settings.phone.replace(/[^\d+]/g, '')}`,
    )
    await expect(contact.getByRole('link', { name: `@${settings.lineId}` })).toHaveAttribute(
      'href',
      `https://line.me/R/ti/p/~${settings.lineId}`,
    )
    await expect(contact.getByRole('link', { name: settings.phone }).nth(1)).toHaveAttribute(
      'href',
      `https://wa.me/${settings.whatsappNumber}`,
    )
    await expect(contact.getByText('Available 24 hours')).toBeVisible()
    await expect(contact.getByText('Phuket, Thailand')).toBeVisible()
    await expect(contact.getByText(`Daily ${formatTimeRange(settings.opensAt, settings.closesAt, 'en')}`)).toBeVisible()
    await expect(contact.getByRole('heading', { name: 'Special Services' })).toBeVisible()
  })
})

test.describe('typography', () => {
  test('downloads no web fonts and gives Thai room for its tone marks', async ({ page }) => {
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url())
    })
    await openIn(page, 'th')
    const lineHeight = await page.evaluate(() => {
      const style = getComputedStyle(document.body)
      return parseFloat(style.lineHeight) / parseFloat(style.fontSize)
    })
    expect(lineHeight).toBeGreaterThanOrEqual(1.6)
    const overflowing = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(overflowing).toBe(false)
    expect(fonts).toEqual([])
  })

  test("each language reads in its own script's system faces, also after a switch", async ({ page }) => {
    const faces = () =>
      page.evaluate(() => ['h1', 'h2', 'p', 'button'].map((tag) => getComputedStyle(document.querySelector(tag)!).fontFamily))
    await page.goto('/')
    for (const family of await faces()) {
      expect(family).toMatch(/^system-ui, /)
      expect(family).not.toMatch(/CJK|Thai/)
    }
    await chooseLanguage(page, 'zh')
    for (const family of await faces()) expect(family).toMatch(/^"Noto Sans CJK SC", .*"WenQuanYi Micro Hei".*"Microsoft YaHei", system-ui, /)
    await chooseLanguage(page, 'th')
    for (const family of await faces()) expect(family).toMatch(/^system-ui, "Noto Sans Thai", Loma, "Leelawadee UI", Thonburi/)
  })

  test('the Chinese page draws its Latin letters and digits from the same face as its Chinese', async ({ page }) => {
    // One face per size and weight instead of two: half the font instances to create (system.ts).
    // Mixed text: the brand and a bike's name (Latin), its price (digits and the script), the first heading.
    const platformFonts = async () => {
      await page.evaluate(() => {
        const price = Array.from(document.querySelectorAll('#gallery-bikes p')).find((p) => /^(\S+\s)?\d+\s\S+\s\/\s\S+$/.test(p.textContent ?? ''))
        for (const element of [document.querySelector('header a span'), document.querySelector('#gallery-bikes h3'), price, document.querySelector('h1')]) {
          element?.setAttribute('data-font-probe', '')
        }
      })
      const cdp = await page.context().newCDPSession(page)
      await cdp.send('DOM.enable')
      await cdp.send('CSS.enable')
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
      const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-font-probe]' })
      expect(nodeIds).toHaveLength(4)
      const used = new Set<string>()
      for (const nodeId of nodeIds) for (const font of (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts) used.add(font.familyName)
      await cdp.detach()
      return [...used]
    }
    await page.goto('/')
    const latinFaces = await platformFonts()
    await openIn(page, 'zh')
    const faces = await platformFonts()
    expect(faces, `zh draws ${faces.join(', ')}`).toHaveLength(1)
    expect(latinFaces).not.toContain(faces[0])
  })

  test('Thai and Chinese pages ask only for the regular and bold weights their faces have', async ({ page }) => {
    // Every requested weight is its own font instance in Chrome (system.ts, twoWeights).
    const weights = () =>
      page.evaluate(() => {
        const found = new Set<string>()
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent?.trim() && node.parentElement) found.add(getComputedStyle(node.parentElement).fontWeight)
        }
        return [...found].sort()
      })
    await page.goto('/')
    expect(await weights()).toEqual(expect.arrayContaining(['500', '600', '800']))
    for (const locale of locales.filter((locale) => languageFacts(locale).fonts?.twoWeights)) {
      await openIn(page, locale)
      expect(await weights()).toEqual(['400', '700'])
    }
  })
})

test.describe('booking modal', () => {
  /** The bike the form shows as chosen (the select's checked option). */
  const bikeSelect = (page: import('@playwright/test').Page) =>
    page.getByRole('dialog').getByRole('combobox', { name: /Select Motorbike/ }).locator('option:checked')

  test('Book Now opens it with no bike preselected; Escape closes it', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Book Now' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(bikeSelect(page)).toHaveText(/Choose a motorbike/)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test("a card's Book opens it with that bike preselected; the close button closes it", async ({ page }) => {
    await page.goto('/')
    await gallery(page).getByRole('button', { name: 'View All Bikes →' }).click()
    await gallery(page).getByRole('button', { name: 'Book BMW R1250GS' }).click()
    await expect(bikeSelect(page)).toHaveText(/BMW R1250GS/)
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()

    await gallery(page).getByRole('button', { name: 'Book Yamaha MT-07' }).click()
    await expect(bikeSelect(page)).toHaveText(/Yamaha MT-07/)
  })

  test('fits a 390×844 phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Book Now' }).click()
    const box = await page.getByRole('dialog').boundingBox()
    expect(box).not.toBeNull()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
    // The whole screen on a phone (docs/decisions/phone-form-sheet.md), never more.
    expect(box!.height).toBeLessThanOrEqual(844 + 1)
  })
})
