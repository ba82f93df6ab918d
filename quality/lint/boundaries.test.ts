// The layer rule runs through ESLint with the repository's own config: each deliberate
// back-import below fails `npm run lint`, and the imports the site really uses pass.
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
  ['the site importing the sync', 'src/lib/x.ts', "export { humanTextProblem } from '../../pipeline/validate/checks.ts'\n", 'must not import scripts/'],
  ['the site importing the Studio lazily', 'src/main.tsx', "void import('../studio/rules/content')\n", 'must not import studio/'],
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
  ['the sync using the shared content rules', 'pipeline/validate/checks.ts', "export { humanTextProblem } from '../../studio/rules/content.ts'\n"],
])('passes %s', async (_what, file, code) => {
  expect(await layerErrors(file, code)).toEqual([])
})
