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
import { REPO_ROOT } from '../../pipeline/cli'
import { startDevCommand, type DevCommand } from './helpers/devCommand'
import { TRAFFIC_FIXTURE, type RecordedRequest } from '../../tools/fake-sanity-api/replay'

let dev: DevCommand | undefined
test.describe.configure({ timeout: 900_000 })
test.afterAll(() => dev?.stop())

const trackedState = () => execFileSync('git', ['status', '--porcelain'], { cwd: REPO_ROOT, encoding: 'utf8' })
/** A person's typing: one key at a time, at a person's pace. */
const type = (field: Locator, text: string) => field.pressSequentially(text, { delay: 30 })
/** The keys the Studio must never write: a path taken for a name, or its own bookkeeping. */
const strayKeys = (value: unknown, at = ''): string[] =>
  Array.isArray(value)
    ? value.flatMap((item, index) => strayKeys(item, `${at}[${index}]`))
    : typeof value === 'object' && value !== null
      ? Object.entries(value).flatMap(([key, inner]) => [...(/[.[\]="]|^_resolvingInitialValue$|^_empty_action_guard/.test(key) ? [`${at}.${key}`] : []), ...strayKeys(inner, `${at}.${key}`)])
      : []

test('the owner guide\'s tasks, typed key by key in the local Studio, are published as typed and reach the local site by itself', async ({ page, browser }) => {
  const before = trackedState()
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
  page.on('requestfinished', async (request) => {
    const { pathname } = new URL(request.url())
    if (!/\/data\/(mutate|actions)\//.test(pathname)) return
    recorded.push({ path: pathname.replace(/^\/v[^/]+/, ''), body: request.postDataJSON(), status: (await request.response())?.status() ?? 0 })
  })
  // Nothing from the internet (the Studio's telemetry and fonts fail offline without harm).
  await page.route(/^https:\/\//, (route) => route.abort())
  const site = await browser.newPage()
  /** A snapshot as the dev site imports it (through Vite, from the local content run's copy). */
  const onSite = (file: string) => site.evaluate((url) => import(/* @vite-ignore */ url).then((module) => module.default ?? module), `/src/generated/${file}`)

  const publish = async (id: string) => {
    const button = page.getByRole('button', { name: 'Publish', exact: true })
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
    const english = page.getByRole('textbox', { name: 'English' })
    await expect(english).toHaveValue('Explore Phuket on Two Wheels', { timeout: 120_000 })
    await english.click()
    await english.press('End')
    await type(english, ', at Your Own Pace')
    await expect(english).toHaveValue('Explore Phuket on Two Wheels, at Your Own Pace')
    await publish('message.hero.title')
    expect(await published('message.hero.title')).toMatchObject({ en: 'Explore Phuket on Two Wheels, at Your Own Pace', ru: 'Откройте Пхукет на двух колёсах' })
    await throughContentRun()
    await site.goto(siteUrl)
    await expect(site.locator('h1')).toHaveText('Explore Phuket on Two Wheels, at Your Own Pace')
  })

  await test.step('add a season with its names in four languages', async () => {
    await page.goto(`${studio}/intent/create/template=season;type=season/`)
    const names = page.getByRole('group').filter({ hasText: 'Shown to visitors in the price estimate' })
    const name = { en: 'Rainy season', zh: '雨季', th: 'หน้าฝน', ru: 'Сезон дождей' }
    await expect(names.getByRole('textbox', { name: 'English' })).toBeVisible({ timeout: 120_000 })
    for (const [field, text] of [['English', name.en], ['Chinese (中文)', name.zh], ['Thai (ไทย)', name.th], ['Russian (Русский)', name.ru]]) {
      await type(names.getByRole('textbox', { name: field, exact: true }), text)
    }
    for (const [field, day] of [['First day', '2027-06-01'], ['Last day', '2027-09-30']]) {
      await type(page.getByRole('textbox', { name: field }), day)
      await page.keyboard.press('Tab')
    }
    await type(page.getByRole('spinbutton', { name: 'Change for every bike (%)' }), '-20')
    for (const [field, text] of Object.entries({ English: name.en, 'Chinese (中文)': name.zh, 'Thai (ไทย)': name.th, 'Russian (Русский)': name.ru })) {
      await expect(names.getByRole('textbox', { name: field, exact: true })).toHaveValue(text)
    }
    const draft = await query<string>('*[_type == "season" && from == "2027-06-01"][0]._id', 'raw')
    await publish(draft.replace(/^drafts\./, ''))
    const seasons = await query<Array<Record<string, unknown>>>('*[_type == "season" && from == "2027-06-01"]')
    expect(seasons).toMatchObject([{ name, from: '2027-06-01', to: '2027-09-30', percent: -20 }])
    await throughContentRun()
    expect(await onSite('seasons.json')).toMatchObject({ items: expect.arrayContaining([expect.objectContaining({ name: expect.objectContaining(name), from: '2027-06-01', to: '2027-09-30' })]) })
  })

  await test.step('give a bike two units', async () => {
    await page.goto(`${studio}/structure/bikes;bike.yamaha-mt07`)
    const units = page.getByRole('group').filter({ hasText: 'Units in the yard' })
    for (const unit of ['MT-07 blue กข 1234', 'MT-07 black กค 5678']) {
      await units.getByRole('button', { name: 'Add item' }).click({ timeout: 120_000 })
      await type(page.getByRole('dialog').getByRole('textbox', { name: 'Name' }), unit)
      await page.keyboard.press('Escape')
      await expect(units.getByRole('button', { name: `${unit} In service` })).toBeVisible()
    }
    await publish('bike.yamaha-mt07')
    expect((await published('bike.yamaha-mt07')).units).toMatchObject([{ name: 'MT-07 blue กข 1234', inService: true }, { name: 'MT-07 black กค 5678', inService: true }])
    await throughContentRun()
    // The site sees two units (a list of rentals each), never their names.
    expect((await onSite('availability.json')).models['yamaha-mt07']).toEqual([[], []])
  })

  await test.step('add an extra, choose a prepayment kind and set the cancellation days', async () => {
    await page.goto(`${studio}/structure/siteSettings`)
    await page.getByRole('tab', { name: 'Extras & cover' }).click({ timeout: 120_000 })
    const extras = page.getByRole('group').filter({ hasText: 'What a rider may add to a booking' })
    await extras.getByRole('button', { name: 'Add item' }).first().click()
    const dialog = page.getByRole('dialog')
    const name = { en: 'Snorkel set', zh: '浮潜套装', th: 'ชุดดำน้ำตื้น', ru: 'Набор для снорклинга' }
    for (const [field, text] of [['English', name.en], ['Chinese (中文)', name.zh], ['Thai (ไทย)', name.th], ['Russian (Русский)', name.ru], ['Web id', 'snorkel-set']]) {
      await type(dialog.getByRole('textbox', { name: field, exact: true }), text)
    }
    await type(dialog.getByRole('spinbutton', { name: 'Price (baht)' }), '80')
    await dialog.getByRole('radio', { name: 'Once per rental' }).check()
    await page.keyboard.press('Escape')
    await expect(extras.getByRole('button', { name: /^Snorkel set 80 baht per rental/ })).toBeVisible()

    await page.getByRole('tab', { name: 'Prepayment & cancellation' }).click()
    await page.getByRole('radio', { name: 'A percentage of the estimate' }).check()
    await type(page.getByRole('spinbutton', { name: 'Percentage of the estimate' }), '20')
    const days = page.getByRole('spinbutton', { name: 'Free cancellation until (days before pickup)' })
    await days.click()
    await days.press('End')
    await days.press('Backspace')
    await type(days, '7')
    // The policy text names the days too: its 3 becomes 7 in every language, the caret put where a person clicks.
    for (const locale of ['en', 'zh', 'th', 'ru']) {
      const text = page.getByTestId(`field-cancellationPolicy.text.${locale}`).getByRole('textbox')
      await text.click()
      await text.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(area.value.indexOf('3') + 1, area.value.indexOf('3') + 1))
      await text.press('Backspace')
      await type(text, '7')
    }
    await publish('siteSettings')
    const settings = await published('siteSettings')
    expect(settings.prepayment).toMatchObject({ kind: 'percent', percent: 20 })
    expect(settings.cancellationPolicy).toMatchObject({ freeUntilDays: 7, text: { en: expect.stringMatching(/^Cancel 7 or more days/), ru: expect.stringMatching(/^Отмените бронь за 7 дня/) } })
    expect(settings.extras).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'snorkel-set', name: expect.objectContaining(name), price: 80, unit: 'rental' })]))
    await throughContentRun()
    expect((await onSite('delivery.json')).item.prepayment).toMatchObject({ kind: 'percent', percent: 20, freeUntilDays: 7 })
    expect((await onSite('extras.json')).item.extras).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'snorkel-set', price: 80 })]))
  })

  await test.step("write a rental's note and move its last day", async () => {
    await page.goto(`${studio}/structure/rentals;rental.example-pcx`)
    const note = page.getByRole('textbox', { name: 'Private note' })
    await expect(note).toHaveValue(/^Example: Anna/, { timeout: 120_000 })
    await note.click()
    await note.press('End')
    await type(note, ', deposit 3000 baht taken')
    const lastDay = page.getByRole('textbox', { name: 'Last day' })
    await lastDay.click()
    await lastDay.press('End')
    for (let i = 0; i < 2; i++) await lastDay.press('Backspace')
    await type(lastDay, '24')
    await page.keyboard.press('Tab')
    await publish('rental.example-pcx')
    expect(await published('rental.example-pcx')).toMatchObject({ note: 'Example: Anna, Hotel Patong Beach room 214, passport copy seen, deposit 3000 baht taken', to: '2030-12-24' })
    await throughContentRun()
    const availability = await onSite('availability.json')
    expect(availability.models['honda-pcx']).toEqual([[{ from: '2030-12-10', to: '2030-12-24' }]])
    // The note is the owner's: never on the site.
    expect(JSON.stringify(availability)).not.toContain('deposit 3000')
  })

  // Nothing the Studio wrote holds a key the schema cannot know, in drafts or published documents.
  expect(strayKeys(await query('*', 'raw'))).toEqual([])
  // An afternoon in the local Studio leaves every tracked file as it was.
  expect(trackedState()).toBe(before)
  if (process.env.RECORD_STUDIO_TRAFFIC === 'on') writeFileSync(TRAFFIC_FIXTURE, `[\n${recorded.map((request) => JSON.stringify(request)).join(',\n')}\n]\n`)
})
