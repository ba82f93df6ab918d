// The Studio's "Missing a translation" lists: their GROQ filters run with groq-js over the real
// seed (nothing missing) and over copies with a translation removed (exactly those documents found).
import path from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  bikesMissingTranslationFilter,
  messagesMissingTranslationFilter,
  missingLanguages,
  rentalTermsMissingTranslationFilter,
  seasonsMissingTranslationFilter,
  settingsMissingTranslationFilter,
} from '../../studio/translationGaps.ts'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { evaluateGroq, loadSeedDataset } from '../../pipeline/sources/seed-source.ts'
import type { SanityDocument } from '../../pipeline/sources/ndjson.ts'
import { defaultLocale, knownLanguages, locales } from '../../src/i18n/locales.ts'
import { inEveryLanguage } from '../../src/i18n/localized.testing.ts'

type Doc = SanityDocument & Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
let seed: Doc[]
beforeAll(async () => {
  seed = (await loadSeedDataset(path.join(REPO_ROOT, 'studio', 'seed'))).documents as Doc[]
})

const ids = (documents: Doc[], filter: string) => evaluateGroq(documents, `*[${filter}]._id`)

describe('missing-translation lists', () => {
  it('are empty for the seed, which is fully translated', async () => {
    expect(await ids(seed, messagesMissingTranslationFilter)).toEqual([])
    expect(await ids(seed, bikesMissingTranslationFilter)).toEqual([])
    expect(await ids(seed, rentalTermsMissingTranslationFilter)).toEqual([])
    expect(await ids(seed, settingsMissingTranslationFilter)).toEqual([])
    expect(await ids(seed, seasonsMissingTranslationFilter)).toEqual([])
  })

  it('list the seasons whose name lacks a language', async () => {
    const docs = structuredClone(seed)
    const high = docs.find((d) => d._id === 'season.high-2026-27')!
    high.name[locales.at(-1)!] = ''
    expect(await ids(docs, seasonsMissingTranslationFilter)).toEqual(['season.high-2026-27'])
    delete high.name[defaultLocale]
    high.name[locales.at(-1)!] = 'x'
    expect(await ids(docs, seasonsMissingTranslationFilter)).toEqual(['season.high-2026-27'])
  })

  it('list the shop settings whose address line, picture description, delivery area name, deposit, late-return or closed-day sentence lacks a language, drafts included', async () => {
    const withGap = async (edit: (settings: Doc) => void) => {
      const docs = structuredClone(seed)
      const settings = docs.find((d) => d._id === 'siteSettings')!
      edit(settings)
      return ids(docs, settingsMissingTranslationFilter)
    }
    expect(await withGap((s) => (s.mapPicture.alt.th = ''))).toEqual(['siteSettings'])
    expect(await withGap((s) => delete s.addressLine.zh)).toEqual(['siteSettings'])
    expect(await withGap((s) => (s.shopPhoto = { _type: 'image', alt: { _type: 'localizedString', en: 'The shop' } }))).toEqual(['siteSettings'])
    // A picture without any description is the field's own error, not a translation to do.
    expect(await withGap((s) => delete s.mapPicture.alt)).toEqual([])
    expect(await withGap((s) => (s.deliveryAreas[1].name.ru = ''))).toEqual(['siteSettings'])
    expect(await withGap((s) => delete s.depositPolicy.th)).toEqual(['siteSettings'])
    expect(await withGap((s) => (s.lateReturn.ru = ''))).toEqual(['siteSettings'])
    expect(await withGap((s) => (s.closedDays[0].note.zh = ''))).toEqual(['siteSettings'])
    const docs = structuredClone(seed)
    const draft: Doc = { ...structuredClone(docs.find((d) => d._id === 'siteSettings')!), _id: 'drafts.siteSettings' }
    draft.mapPicture.alt.zh = ''
    expect(await ids([...docs, draft], settingsMissingTranslationFilter)).toEqual(['drafts.siteSettings'])
  })

  it('list the rental terms with a question or an answer missing a language, drafts included', async () => {
    const docs = structuredClone(seed)
    const terms = docs.filter((d) => d._type === 'rentalTerm')
    expect(terms.length).toBeGreaterThan(2)
    delete terms[0].question.zh
    terms[1].answer.th = ''
    docs.push({ ...structuredClone(terms[2]), _id: `drafts.${terms[2]._id}`, answer: { en: 'New answer' } })
    expect(await ids(docs, rentalTermsMissingTranslationFilter)).toEqual([terms[0]._id, terms[1]._id, `drafts.${terms[2]._id}`])
  })

  it('list the website text without Chinese or Thai (absent or emptied), drafts included', async () => {
    const docs = structuredClone(seed)
    const messages = docs.filter((d) => d._type === 'message')
    delete messages[0].zh
    messages[1].th = ''
    docs.push({ ...structuredClone(messages[2]), _id: `drafts.${messages[2]._id}`, th: undefined })
    expect(await ids(docs, messagesMissingTranslationFilter)).toEqual([messages[0]._id, messages[1]._id, `drafts.${messages[2]._id}`])
  })

  it('list the bikes with a feature label missing a language', async () => {
    const docs = structuredClone(seed)
    const bike = docs.find((d) => d._id === 'bike.yamaha-nmax')!
    delete bike.features[1].th
    expect(await ids(docs, bikesMissingTranslationFilter)).toEqual(['bike.yamaha-nmax'])
  })

  it('name the missing languages in plain words for the list previews', () => {
    const others = locales.filter((locale) => locale !== defaultLocale)
    expect(missingLanguages({ [defaultLocale]: 'Home', ...Object.fromEntries(others.map((locale, i) => [locale, i ? undefined : ''])) }))
      .toEqual(others.map((locale) => knownLanguages[locale].englishName))
    expect(missingLanguages(inEveryLanguage('Home'))).toEqual([])
  })
})
