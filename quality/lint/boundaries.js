// The layers of the site, kept by lint rather than by habit. Each import is resolved to the file
// it names, so `../../lib` and `../../../lib` are told apart by where they land, not by spelling:
// - a feature (src/features/<name>) uses src/shared, src/components, src/lib, src/content and
//   src/i18n, never another feature or src/app (the app assembles features, not the reverse);
//   a feature's tests may render it inside the app (src/app/testing);
// - only src/content reads src/generated (the synced snapshots), so the rest of the site sees
//   content through one typed door;
// - the site never imports the build scripts (scripts/) or the Studio (studio/), which would pull
//   Node or Sanity into the visitor's bundle.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const TEST_FILE = /\.test\.tsx?$/

/** The folder path below the repository, with forward slashes (e.g. "src/features/hero/Hero.tsx"). */
const fromRoot = (file) => path.relative(ROOT, file).split(path.sep).join('/')

function problem(importer, target) {
  if (!importer.startsWith('src/')) return null
  const feature = /^src\/features\/([^/]+)\//.exec(importer)?.[1]
  const targetFeature = /^src\/features\/([^/]+)(\/|$)/.exec(target)?.[1]
  if (feature && targetFeature && targetFeature !== feature) {
    return `the feature "${feature}" must not import the feature "${targetFeature}": move what both need to src/shared`
  }
  if (feature && /^src\/app(\/|$)/.test(target) && !TEST_FILE.test(importer)) {
    return `the feature "${feature}" must not import src/app (the app uses features, not the reverse): move what it needs to src/shared`
  }
  if (/^src\/generated(\/|$)/.test(target) && !importer.startsWith('src/content/')) {
    return 'only src/content reads src/generated: import the content through src/content'
  }
  if (/^(scripts|studio)(\/|$)/.test(target)) {
    return `the site must not import ${target.split('/')[0]}/ (build scripts and the Studio stay out of the visitor's bundle)`
  }
  return null
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps features, the app, the generated content and the build tools in their layers' },
    schema: [],
  },
  create(context) {
    const importer = fromRoot(context.filename)
    const check = (node) => {
      const spec = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null
      if (!spec?.startsWith('.')) return
      const message = problem(importer, fromRoot(path.resolve(path.dirname(context.filename), spec)))
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
