// The layer rule runs through ESLint with the repository's own config: each deliberate
// back-import below fails `npm run lint`, and the imports the code really uses pass.
import path from 'node:path'
import { ESLint } from 'eslint'
import { expect, it } from 'vitest'
import { REPO_ROOT } from '../../pipeline/cli.ts'

const eslint = new ESLint({ cwd: REPO_ROOT })

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(REPO_ROOT, file) })
  return result.messages.filter((m) => m.ruleId === 'boundaries/layers').map((m) => m.message)
}

it.each([
  ['a feature importing src/app', 'src/features/hero/Hero.tsx', "import { routes } from '../../app/routes'\nvoid routes\n", 'must not import src/app'],
  ['a feature importing another feature', 'src/features/booking/send/lock.ts', "import { Hero } from '../../hero/Hero'\nvoid Hero\n", 'must not import the feature "hero"'],
  ['a feature reading src/generated', 'src/features/gallery/Gallery.tsx', "import bikes from '../../generated/bikes.json'\nvoid bikes\n", 'only src/content reads src/generated'],
  ['the site importing the pipeline', 'src/lib/x.ts', "export { humanTextProblem } from '../../pipeline/validate/checks.ts'\n", 'the site must not import pipeline/'],
  ['the site importing the Studio lazily', 'src/main.tsx', "void import('../studio/schemaTypes/index.ts')\n", 'the site must not import studio/'],
  ['the site importing a stand-in', 'src/features/booking/send/lock.ts', "import { startOutbox } from '../../../../tools/outbox/app.ts'\nvoid startOutbox\n", 'the site must not import tools/'],
  ['src/i18n importing src/content (upward)', 'src/i18n/x.ts', "import { settings } from '../content'\nvoid settings\n", 'src/i18n must not import src/content'],
  ['src/lib importing src/shared (upward)', 'src/lib/x.ts', "import { sectionIds } from '../shared/sections'\nvoid sectionIds\n", 'src/lib must not import src/shared'],
  ['the Preview importing the build', 'preview/main.tsx', "import { absolute } from '../site-build/seo/tags.ts'\nvoid absolute\n", "the Studio's Preview (preview/) must not import site-build/"],
  ['the Preview importing a stand-in', 'preview/main.tsx', "import { startOutbox } from '../tools/outbox/app.ts'\nvoid startOutbox\n", 'must not import tools/'],
  ['the build importing a developer tool', 'site-build/prerender/x.ts', "import { serveStatic } from '../../tools/serve/serve.ts'\nvoid serveStatic\n", 'the build (site-build/) must not import tools/'],
  ['the pipeline importing a quality check', 'pipeline/run.ts', "import { gate } from '../quality/bench/budgets.ts'\nvoid gate\n", 'the content pipeline (pipeline/) must not import quality/'],
  ['the Preview importing the Studio beyond its shared rules', 'preview/main.tsx', "import { schemaTypes } from '../studio/schemaTypes/index.ts'\nvoid schemaTypes\n", 'must not import studio/'],
  ['the pipeline importing the Preview', 'pipeline/run.ts', "import { x } from '../preview/x.ts'\nvoid x\n", 'must not import preview/'],
  ['a rule importing the booking form', 'rules/pricing/estimate.ts', "import { initialValues } from '../../src/features/booking/model'\nvoid initialValues\n", 'the rules (rules/) must not import src/'],
  ['a rule loading content', 'rules/availability/check.ts', "import { fleet } from '../../src/content/availability'\nvoid fleet\n", 'the rules (rules/) must not import src/'],
  ['a rule importing the Studio', 'rules/content/units.ts', "import { schemaTypes } from '../../studio/schemaTypes/index.ts'\nvoid schemaTypes\n", 'the rules (rules/) must not import studio/'],
  ['a rule importing React', 'rules/pricing/rates.ts', "import { useMemo } from 'react'\nvoid useMemo\n", 'the rules import no package (react)'],
  ["a rule's test importing the booking form", 'rules/availability/check.test.ts', "import { initialValues } from '../../src/features/booking/model'\nvoid initialValues\n", 'the rules (rules/) must not import src/'],
])('fails on %s', async (_what, file, code, message) => {
  const errors = await layerErrors(file, code)
  expect(errors).toHaveLength(1)
  expect(errors[0]).toContain(message)
})

it.each([
  ['a feature using src/shared', 'src/features/hero/Hero.tsx', "import { sectionIds } from '../../shared/sections'\nvoid sectionIds\n"],
  ['a feature using its own folder', 'src/features/booking/send/lock.ts', "import { x } from '../form/x'\nvoid x\n"],
  ['src/content reading src/generated', 'src/content/index.ts', "import bikes from '../generated/bikes.json'\nvoid bikes\n"],
  ["a feature's test rendering the app", 'src/features/hero/Hero.test.tsx', "import { renderWithProviders } from '../../app/testing/render'\nvoid renderWithProviders\n"],
  ['the sync using the shared content rules', 'pipeline/validate/checks.ts', "export { humanTextProblem } from '../../rules/content/content.ts'\n"],
  ['the Preview using the pipeline', 'preview/PreviewRoot.tsx', "import { bikesQuery } from '../pipeline/queries.ts'\nvoid bikesQuery\n"],
  ['the build using the site', 'site-build/seo/content.ts', "import { locales } from '../../src/i18n/locales.ts'\nvoid locales\n"],
  ["a pipeline test using a stand-in", 'pipeline/cli.test.ts', "import { startFakeSanityApi } from '../tools/fake-sanity-api/server.ts'\nvoid startFakeSanityApi\n"],
  ['a tool using the build', 'tools/serve/serve.ts', "import { localeDocument } from '../../site-build/prerender/documents.ts'\nvoid localeDocument\n"],
  ['the Preview using the shared content rules', 'preview/PreviewRoot.tsx', "import { todayOnPhuket } from '../rules/content/content.ts'\nvoid todayOnPhuket\n"],
  ['the Studio using the rules', 'studio/schemaTypes/bike.ts', "import { bikeRateRules } from '../../rules/content/content'\nvoid bikeRateRules\n"],
  ['the booking form using the rules', 'src/features/booking/estimate/PriceEstimate.tsx', "import { estimatePrice } from '../../../../rules/pricing/estimate'\nvoid estimatePrice\n"],
  ['a rule using another rule', 'rules/pricing/estimate.ts', "import { rentalSpan } from '../rentalSpan'\nvoid rentalSpan\n"],
  ["a rule's test pricing the seed's bikes", 'rules/pricing/seasons.test.ts', "import { findBike } from '../../src/content'\nimport fc from 'fast-check'\nvoid findBike\nvoid fc\n"],
  ['src/content using src/i18n', 'src/content/x.ts', "import { locales } from '../i18n/locales'\nvoid locales\n"],
])('passes %s', async (_what, file, code) => {
  expect(await layerErrors(file, code)).toEqual([])
})

it('refuses the DOM in a rule, and leaves it to the rule\'s tests', async () => {
  const globals = async (file: string) => {
    const [result] = await eslint.lintText("export const stored = () => localStorage.getItem('draft')\n", { filePath: path.join(REPO_ROOT, file) })
    return result.messages.filter((m) => m.ruleId === 'no-restricted-globals').map((m) => m.message)
  }
  expect(await globals('rules/availability/x.ts')).toEqual([expect.stringContaining('the rules stay free of the DOM')])
  expect(await globals('rules/availability/x.test.ts')).toEqual([])
})
