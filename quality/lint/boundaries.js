// The architecture, kept by lint rather than by habit (docs/decisions/repository-layout.md). Each
// relative import is resolved to the file it lands on, so `../../lib` and `../../../lib` are told
// apart by where they land, not by spelling.
//
// Between top-level folders: what ships (the site, the Preview, the Studio) and what makes it
// (the content pipeline, the build) never import a developer tool, a quality check or a test;
// the Preview uses the pipeline, never the build. Only test files reach for stand-ins.
//
// The rules (rules/) are the bottom of it all: the site, the Studio, the sync and the Preview import
// them; they import nothing but themselves, no package either (no React, no DOM, no content
// loading: content comes in as arguments). Their tests may price the seed's real bikes.
//
// Inside src/, imports run down the layers: app → features → shared → components → content →
// i18n → lib. A feature never imports another feature; only src/content reads src/generated.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const TEST_FILE = /\.test\.tsx?$|\.testing\.tsx?$/

/**
 * The top-level folders (or folders below them) each top-level folder may import, itself included.
 * rules/ is the one module of rules (a rental's and the content's) that all of them share.
 */
const MAY_IMPORT = {
  rules: ['rules'],
  src: ['src', 'rules'],
  preview: ['preview', 'src', 'pipeline', 'rules'],
  studio: ['studio', 'src', 'rules'],
  pipeline: ['pipeline', 'src', 'rules'],
  'site-build': ['site-build', 'pipeline', 'src', 'rules'],
  scripts: ['scripts', 'pipeline', 'src', 'rules'],
  tools: ['tools', 'site-build', 'pipeline', 'src', 'studio', 'rules', 'tests'],
}
/** What a test file beside the code may use besides: the stand-ins, the test helpers, and the build it runs the code through. */
const TESTS_MAY_ALSO_IMPORT = ['tools', 'tests', 'site-build']
/** What the rules' tests may use besides: the seed's content and the language list, as fixtures. */
const RULE_TESTS_MAY_ALSO_IMPORT = ['src/content', 'src/i18n']
const HOLDS = {
  rules: 'the rules',
  src: 'the site',
  preview: "the Studio's Preview",
  studio: 'the Studio',
  pipeline: 'the content pipeline',
  'site-build': 'the build',
  scripts: 'the commands',
  tools: 'developer tools and stand-ins',
  quality: 'quality checks',
  tests: 'tests',
}

/** src/ layers from the bottom up: a file may import its own layer or one below. */
const SRC_LAYERS = ['lib', 'i18n', 'content', 'components', 'shared', 'features', 'app']

/** The folder path below the repository, with forward slashes (e.g. "src/features/hero/Hero.tsx"). */
const fromRoot = (file) => path.relative(ROOT, file).split(path.sep).join('/')
const topOf = (file) => (file.includes('/') ? file.split('/')[0] : null)
/** The layer of a file under src/; the entry points (main.tsx, entry-server.tsx) sit above the app. */
const srcLayer = (file) => {
  const [, folder] = file.split('/')
  return file.split('/').length === 2 && /\.[a-z]+$/.test(folder) ? SRC_LAYERS.length : SRC_LAYERS.indexOf(folder)
}

function crossFolderProblem(importer, target) {
  const from = topOf(importer)
  const to = topOf(target)
  const allowed = MAY_IMPORT[from]
  if (!allowed || !to || allowed.some((place) => target === place || target.startsWith(`${place}/`))) return null
  if (TEST_FILE.test(importer) && TESTS_MAY_ALSO_IMPORT.includes(to)) return null
  if (TEST_FILE.test(importer) && from === 'rules' && RULE_TESTS_MAY_ALSO_IMPORT.some((place) => target === place || target.startsWith(`${place}/`))) return null
  if (from === 'src') return `the site must not import ${to}/ (${HOLDS[to] ?? to} stay out of the visitor's bundle)`
  return `${HOLDS[from]} (${from}/) must not import ${to}/ (${HOLDS[to] ?? to})`
}

function srcProblem(importer, target) {
  if (!importer.startsWith('src/') || !target.startsWith('src/')) return null
  const feature = /^src\/features\/([^/]+)\//.exec(importer)?.[1]
  const targetFeature = /^src\/features\/([^/]+)(\/|$)/.exec(target)?.[1]
  if (feature && targetFeature && targetFeature !== feature) {
    return `the feature "${feature}" must not import the feature "${targetFeature}": move what both need to src/shared`
  }
  if (/^src\/generated(\/|$)/.test(target)) {
    return importer.startsWith('src/content/') ? null : 'only src/content reads src/generated: import the content through src/content'
  }
  // A feature's tests may render it inside the app (src/app/testing).
  if (TEST_FILE.test(importer)) return null
  const from = srcLayer(importer)
  const to = srcLayer(target)
  if (from < 0 || to < 0 || to <= from) return null
  if (feature && target.startsWith('src/app')) {
    return `the feature "${feature}" must not import src/app (the app uses features, not the reverse): move what it needs to src/shared`
  }
  const name = (layer) => (layer === SRC_LAYERS.length ? 'the entry points' : `src/${SRC_LAYERS[layer]}`)
  return `${name(from)} must not import ${name(to)}: imports in src/ run down (${[...SRC_LAYERS].reverse().join(' → ')})`
}

const problem = (importer, target) => crossFolderProblem(importer, target) ?? srcProblem(importer, target)

/** A package (a bare specifier) in a rule: the rules stay free of React, the DOM and content loading. */
const packageProblem = (importer, spec) =>
  topOf(importer) === 'rules' && !TEST_FILE.test(importer) && !spec.startsWith('.')
    ? `the rules import no package (${spec}): they stay free of React, the DOM and content loading, and content comes in as arguments`
    : null

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the top-level folders and the layers of src/ in their places' },
    schema: [],
  },
  create(context) {
    const importer = fromRoot(context.filename)
    const check = (node) => {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null
      if (!spec) return
      const message = spec.startsWith('.') ? problem(importer, fromRoot(path.resolve(path.dirname(context.filename), spec))) : packageProblem(importer, spec)
      if (message) context.report({ node, message: `Import "${spec}": ${message}` })
    }
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

export default { rules: { layers } }
