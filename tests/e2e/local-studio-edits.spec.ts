// The owner guide's tasks on the local Studio of `npm run dev`, typed as a person types: one key at a
// time, into fields that already hold text. Each is published, the stand-in holds exactly what was
// typed (Publish never says "published" for what was not saved), no field the schema does not know
// is written, and the local content run brings it to the dev site by itself while the Studio's
// status bar says "updating", then "live". No tracked file changes on the way.
// With RECORD_STUDIO_TRAFFIC=on it also writes the Studio's /mutate and /actions requests to
// tools/fake-sanity-api/fixtures/studio-traffic.json, which tools/fake-sanity-api/replay.test.ts
// replays against the stand-in.
import { expect, test, type Locator } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { REPO_ROOT } from '../../pipeline/cli'
import { loadSeedDataset } from '../../pipeline/sources/seed-source'
import { startDevCommand, type DevCommand } from './helpers/devCommand'
import { ownerTasks } from './helpers/ownerTasks'
import { TRAFFIC_FIXTURE, type RecordedRequest } from '../../tools/fake-sanity-api/replay'
import { defaultLocale, locales } from '../../src/i18n/locales'
import { languageTitle } from '../../studio/languages'

let dev: DevCommand | undefined
test.describe.configure({ timeout: 900_000 })
test.afterAll(() => dev?.stop())
/** The Studio's writes in order, with when: beside the report of a failure, what followed what. */
const trace: string[] = []
test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return
  // Written beside the report as files: the list reporter shows an attachment's first line only.
  writeFileSync(testInfo.outputPath('studio-writes.txt'), trace.join('\n'))
  writeFileSync(testInfo.outputPath('studio-said.txt'), (await page.evaluate(() => (window as unknown as { said?: string[] }).said ?? [])).join('\n'))
  await page.screenshot({ path: testInfo.outputPath('studio-page.png'), fullPage: true })
})

const trackedState = () => execFileSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' })
/** A person's typing: one key at a time, at a person's pace. */
const type = (field: Locator, text: string) => field.pressSequentially(text, { delay: 30 })
/** The form takes keys once the document is loaded: until then the Studio shows its fields read-only, and a key typed there is lost, as a person's would be. */
const ready = (field: Locator) => expect(field).toBeEditable({ timeout: 120_000 })
/** The keys the Studio must never write: a path taken for a name, or its own bookkeeping. */
const strayKeys = (value: unknown, at = ''): string[] =>
  Array.isArray(value)
    ? value.flatMap((item, index) => strayKeys(item, `${at}[${index}]`))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => [...(/[.[\]="]|^_resolvingInitialValue$|^_empty_action_guard/.test(key) ? [`${at}.${key}`] : []), ...strayKeys(inner, `${at}.${key}`)])
      : []

test('the owner guide\'s tasks, typed key by key in the local Studio, are published as typed and reach the local site by itself', async ({ page, browser }) => {
  const before = trackedState()
  const tasks = ownerTasks((await loadSeedDataset(path.join(REPO_ROOT, 'studio', 'seed'))).documents as Parameters<typeof ownerTasks>[0])
  dev = await startDevCommand()
  expect(dev.exitCode(), dev.output()).toBeNull()
  const standIn = `http://127.0.0.1:${dev.ports.studio}`
  const studio = `http://localhost:${dev.ports.studio}`
  const siteUrl = `http://127.0.0.1:${dev.ports.site}/`

  /** The stand-in's documents as the sync reads them (from Node: no page's origin). */
  const query = async <T>(groq: string, perspective = 'published'): Promise<T> => {
    const answer = await fetch(`${standIn}/v2025-06-01/data/query/production?perspective=${perspective}&query=${encodeURIComponent(groq)}`)
    return (await answer.json()).result as T
  }
  const published = (id: string) => query<Record<string, unknown>>(`*[_id == "${id}"][0]`)

  const recorded: RecordedRequest[] = []
  const started = Date.now()
  /** The edits this page of the Studio sent and the stand-in took, since it loaded. */
  let editsSaved = 0
  // A new page of the Studio hears afresh (a route change inside the Studio is no new page).
  page.on('load', () => (editsSaved = 0))
  page.on('requestfinished', async (request) => {
    const { pathname } = new URL(request.url())
    if (!/\/data\/(mutate|actions)\//.test(pathname)) return
    const entry = { path: pathname.replace(/^\/v[^/]+/, ''), body: request.postDataJSON(), status: (await request.response())?.status() ?? 0 }
    if (entry.status === 200) editsSaved++
    recorded.push(entry)
    trace.push(`${Date.now() - started} ms ${JSON.stringify(entry)}`)
  })

  // What the Studio told the owner on the way (its toasts and status lines), with when, for a failure's report.
  await page.addInitScript(() => {
    const said: string[] = ((window as unknown as { said: string[] }).said = [])
    const started = Date.now()
    new MutationObserver(() => {
      for (const node of Array.from(document.querySelectorAll('[role="alert"], [role="status"], [data-ui="Toast"]'))) {
        const text = `${node.getAttribute('role') ?? 'toast'}: ${(node.textContent ?? '').trim()}`
        if (said[said.length - 1]?.endsWith(text) !== true && text.length > 8) said.push(`${Date.now() - started} ms ${text}`)
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  // Nothing from the internet (the Studio's telemetry and fonts fail offline without harm).
  await page.route(/^https:\/\//, (route) => route.abort())
  const site = await browser.newPage()
  /** A snapshot as the dev site imports it (through Vite, from the local content run's copy). */
  const onSite = (file: string) => site.evaluate((url) => import(/* @vite-ignore */ url).then((module) => module.default ?? module), `/src/generated/${file}`)

  /** The transactions the Studio's page has heard confirmed (tools/fake-sanity-api/quietListeners.ts). */
  const heard = () => page.evaluate(() => (window as unknown as { transactionsHeard?: number }).transactionsHeard ?? 0)
  const publish = async (id: string) => {
    const button = page.getByRole('button', { name: 'Publish', exact: true })
    // As a person waits for "Saving..." to end before Publish: the Studio has heard every edit it
    // sent confirmed. Until then it is still taking them in, and its Publish button flickers
    // between enabled and disabled: a click on it then is lost (seen on a fast machine).
    await expect.poll(async () => (await heard()) >= editsSaved && editsSaved > 0).toBe(true)
    await expect(page.getByText('Saving...', { exact: true })).toHaveCount(0)
    await expect(button).toBeEnabled()
    await button.click()
    // Published: nothing left to publish, and no draft left in the stand-in.
    await expect(button).toBeDisabled()
    await expect.poll(() => query<string | null>(`*[_id == "drafts.${id}"][0]._id`, 'raw')).toBeNull()
    await expect(page.getByText('Unknown fields found')).toHaveCount(0)
  }
  const bar = page.getByRole('status', { name: 'Website publishing' })
  /** The content run of the last publish: "updating" while it is held, "live" once it ran. */
  const throughContentRun = async () => {
    await expect(bar).toContainText('Website: updating with your publish')
    await fetch(`${standIn}/_stand-in/content-runs/release`, { method: 'POST' })
    await expect(bar).toContainText('Website: your last publish is live')
    await fetch(`${standIn}/_stand-in/content-runs/hold`, { method: 'POST' })
  }
  await fetch(`${standIn}/_stand-in/content-runs/hold`, { method: 'POST' })

  await test.step('change a website text: the hero title', async () => {
    await page.goto(`${studio}/intent/edit/id=message.hero.title;type=message/`)
    const { typed, after } = tasks.heroTitle
    const field = page.getByRole('textbox', { name: languageTitle(defaultLocale), exact: true })
    await expect(field).toHaveValue(after[defaultLocale].slice(0, -typed.length), { timeout: 120_000 })
    await ready(field)
    await field.click()
    await field.press('End')
    await type(field, typed)
    await expect(field).toHaveValue(after[defaultLocale])
    await publish('message.hero.title')
    expect(await published('message.hero.title')).toMatchObject(after)
    await throughContentRun()
    await site.goto(siteUrl)
    await expect(site.locator('h1')).toHaveText(after[defaultLocale])
  })

  await test.step('add a season with its names in four languages', async () => {
    await page.goto(`${studio}/intent/create/template=season;type=season/`)
    const { name, from, to, percent } = tasks.season
    const names = page.getByRole('group').filter({ hasText: 'Shown to visitors in the price estimate' })
    const nameIn = (locale: (typeof locales)[number]) => names.getByRole('textbox', { name: languageTitle(locale), exact: true })
    await ready(nameIn(defaultLocale))
    for (const locale of locales) await type(nameIn(locale), name[locale])
    for (const [field, day] of [['First day', from], ['Last day', to]]) {
      await type(page.getByRole('textbox', { name: field }), day)
      await page.keyboard.press('Tab')
    }
    await type(page.getByRole('spinbutton', { name: 'Change for every bike (%)' }), String(percent))
    for (const locale of locales) await expect(nameIn(locale)).toHaveValue(name[locale])
    const draft = await query<string>(`*[_type == "season" && from == "${from}"][0]._id`, 'raw')
    await publish(draft.replace(/^drafts\./, ''))
    expect(await query(`*[_type == "season" && from == "${from}"]`)).toMatchObject([{ name, from, to, percent }])
    await throughContentRun()
    expect(await onSite('seasons.json')).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ name: expect.objectContaining(name), from, to })]) })
  })

  await test.step('give a bike two units', async () => {
    await page.goto(`${studio}/structure/bikes;bike.yamaha-mt07`)
    const units = page.getByRole('group').filter({ hasText: 'Units in the yard' })
    await ready(page.getByRole('textbox', { name: 'Bike name', exact: true }))
    for (const unit of tasks.units) {
      await units.getByRole('button', { name: 'Add item' }).click({ timeout: 120_000 })
      await type(page.getByRole('dialog').getByRole('textbox', { name: 'Name' }), unit)
      await page.keyboard.press('Escape')
      await expect(units.getByRole('button', { name: `${unit} In service` })).toBeVisible()
    }
    // Saved as typed before Publish, as the Studio's "Saved" tells a person.
    await expect.poll(() => query<string[]>('*[_id == "drafts.bike.yamaha-mt07"][0].units[].name', 'raw')).toEqual(tasks.units)
    await publish('bike.yamaha-mt07')
    expect((await published('bike.yamaha-mt07')).units).toMatchObject(tasks.units.map((name) => ({ name, inService: true })))
    await throughContentRun()
    // The site sees two units (a list of rentals each), never their names.
    expect((await onSite('availability.json')).models['yamaha-mt07']).toEqual([[], []])
  })

  await test.step('add an extra, choose a prepayment kind and set the cancellation days', async () => {
    await page.goto(`${studio}/structure/siteSettings`)
    await page.getByRole('tab', { name: 'Extras & cover' }).click({ timeout: 120_000 })
    const extras = page.getByRole('group').filter({ hasText: 'What a rider may add to a booking' })
    // A read-only form (the document still loading) offers no Add item.
    await expect(extras.getByRole('button', { name: 'Add item' }).first()).toBeEnabled({ timeout: 120_000 })
    await extras.getByRole('button', { name: 'Add item' }).first().click()
    const dialog = page.getByRole('dialog')
    const { extra, prepayment, cancellation } = tasks
    for (const locale of locales) await type(dialog.getByRole('textbox', { name: languageTitle(locale), exact: true }), extra.name[locale])
    await type(dialog.getByRole('textbox', { name: 'Web id', exact: true }), extra.id)
    await type(dialog.getByRole('spinbutton', { name: 'Price (baht)' }), String(extra.price))
    await dialog.getByRole('radio', { name: 'Once per rental' }).check()
    await page.keyboard.press('Escape')
    await expect(extras.getByRole('button', { name: `${extra.name[defaultLocale]} ${extra.price} baht per rental` })).toBeVisible()

    await page.getByRole('tab', { name: 'Prepayment & cancellation' }).click()
    await page.getByRole('radio', { name: 'A percentage of the estimate' }).check()
    await type(page.getByRole('spinbutton', { name: 'Percentage of the estimate' }), String(prepayment.percent))
    const days = page.getByRole('spinbutton', { name: 'Free cancellation until (days before pickup)' })
    await days.click()
    await days.press('End')
    await days.press('Backspace')
    await type(days, String(cancellation.freeUntilDays))
    // The policy text names the days too, in every language: the caret put after them, where a
    // person clicks, they are erased key by key and the new ones typed.
    for (const locale of locales) {
      const text = page.getByTestId(`field-cancellationPolicy.text.${locale}`).getByRole('textbox')
      const { find, type: typed } = cancellation.edit[locale]
      await text.click()
      await text.evaluate((area: HTMLTextAreaElement, find: string) => area.setSelectionRange(area.value.indexOf(find) + find.length, area.value.indexOf(find) + find.length), find)
      for (let i = 0; i < find.length; i++) await text.press('Backspace')
      await type(text, typed)
      await expect(text).toHaveValue(cancellation.text[locale])
    }
    await publish('siteSettings')
    const settings = await published('siteSettings')
    expect(settings.prepayment).toMatchObject(prepayment)
    expect(settings.cancellationPolicy).toMatchObject({ freeUntilDays: cancellation.freeUntilDays, text: cancellation.text })
    expect(settings.extras).toEqual(expect.arrayContaining([expect.objectContaining({ ...extra, name: expect.objectContaining(extra.name) })]))
    await throughContentRun()
    expect((await onSite('delivery.json')).item.prepayment).toMatchObject({ ...prepayment, freeUntilDays: cancellation.freeUntilDays })
    expect((await onSite('extras.json')).item.extras).toEqual(expect.arrayContaining([expect.objectContaining({ id: extra.id, price: extra.price })]))
  })

  await test.step("write a rental's note and move its last day", async () => {
    const { rental } = tasks
    await page.goto(`${studio}/structure/rentals;${rental.id}`)
    const note = page.getByRole('textbox', { name: 'Private note' })
    await expect(note).toHaveValue(rental.note.slice(0, -rental.noteTyped.length), { timeout: 120_000 })
    await ready(note)
    await note.click()
    await note.press('End')
    await type(note, rental.noteTyped)
    const lastDay = page.getByRole('textbox', { name: 'Last day' })
    await lastDay.click()
    await lastDay.press('End')
    // Its day of the month, erased and typed anew.
    for (let i = 0; i < 2; i++) await lastDay.press('Backspace')
    await type(lastDay, rental.to.slice(-2))
    await page.keyboard.press('Tab')
    await publish(rental.id)
    expect(await published(rental.id)).toMatchObject({ note: rental.note, to: rental.to })
    await throughContentRun()
    const availability = await onSite('availability.json')
    expect(availability.models['honda-pcx']).toEqual([[{ from: rental.from, to: rental.to }]])
    // The note is the owner's: never on the site.
    expect(JSON.stringify(availability)).not.toContain(rental.noteTyped)
  })

  // Nothing the Studio wrote holds a key the schema cannot know, in drafts or published documents.
  expect(strayKeys(await query('*', 'raw'))).toEqual([])
  // An afternoon in the local Studio leaves every tracked file as it was.
  expect(trackedState()).toBe(before)
  if (process.env.RECORD_STUDIO_TRAFFIC === 'on') writeFileSync(TRAFFIC_FIXTURE, `[\n${recorded.map((request) => JSON.stringify(request)).join(',\n')}\n]\n`)
})
