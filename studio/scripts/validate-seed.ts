// Checks every seed document against the Studio's own schema and validation rules, offline.
// Run: npm run seed:validate   (from studio/; optionally `-- <seed folder>`)
//
// `sanity documents validate` needs a live dataset, so this runs the same engine
// (validateDocument from 'sanity') against the NDJSON files instead. Sanity's import turns
// each `_sanityAsset` into an asset reference; we do the same with a fake reference after
// checking that the image file exists. Rules that query the dataset (unique slug, unique
// message key) get a stand-in client that evaluates their GROQ over the seed with groq-js.
import {readdir, readFile} from 'node:fs/promises'
import {existsSync} from 'node:fs'
import {resolve} from 'node:path'
import {fileURLToPath} from 'node:url'
import {evaluate, parse} from 'groq-js'
import {createSchema, validateDocument, type SanityClient, type SanityDocument, type Workspace} from 'sanity'
import {schemaTypes} from '../schemaTypes'

// An optional argument points at another seed folder (used to test this check itself).
const SEED_DIR = process.argv[2] ? `${resolve(process.argv[2])}/` : fileURLToPath(new URL('../seed/', import.meta.url))
// Warnings the seed carries on purpose: the Studio tells the owner to replace example contacts.
const EXPECTED_WARNING = /example content/i

type Doc = SanityDocument & Record<string, unknown>
/** Asset documents the import would create from the seed's image files. */
const assetIds = new Set<string>()

async function readSeed(): Promise<Doc[]> {
  const docs: Doc[] = []
  // Every .ndjson file, as the website's sync reads the seed: a reviews file is checked as well.
  const files = (await readdir(SEED_DIR)).filter((name) => name.endsWith('.ndjson')).sort()
  for (const file of files) {
    const text = await readFile(SEED_DIR + file, 'utf8')
    text
      .split('\n')
      .filter((line) => line.trim())
      .forEach((line, i) => {
        try {
          docs.push(JSON.parse(line))
        } catch (err) {
          throw new Error(`${file} line ${i + 1} is not valid JSON: ${(err as Error).message}`)
        }
      })
  }
  return docs
}

/** Replaces import-format image values by what `sanity dataset import` stores, like a real import. */
function resolveAssets(value: unknown, problems: string[], where: string): unknown {
  if (Array.isArray(value)) return value.map((v, i) => resolveAssets(v, problems, `${where}[${i}]`))
  if (!value || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value)) {
    if (key === '_sanityAsset' && typeof v === 'string') {
      const match = /^image@file:\/\/\.\/(.+)$/.exec(v)
      if (!match) problems.push(`${where}: _sanityAsset must look like image@file://./images/<file>, got ${v}`)
      else if (!existsSync(SEED_DIR + match[1])) problems.push(`${where}: image file seed/${match[1]} is missing`)
      const ref = `image-${(match?.[1] ?? 'x').replace(/\W/g, '')}-1x1-jpg`
      assetIds.add(ref)
      out.asset = {_type: 'reference', _ref: ref}
    } else out[key] = resolveAssets(v, problems, `${where}.${key}`)
  }
  return out
}

/** Just enough of a Sanity client for validation rules that query the dataset. */
function fakeClient(dataset: Doc[]): SanityClient {
  const client = {
    withConfig: () => client,
    fetch: async (query: string, params: Record<string, unknown> = {}) => {
      const result = await evaluate(parse(query, {params}), {dataset, params})
      return result.get()
    },
  }
  return client as unknown as SanityClient
}

async function main(): Promise<void> {
  const schema = createSchema({name: 'default', types: schemaTypes})
  const problems: string[] = []
  const raw = await readSeed()
  const docs = raw.map((doc) => resolveAssets(doc, problems, doc._id) as Doc)
  const ids = new Set(docs.map((d) => d._id))
  if (ids.size !== docs.length) problems.push('Two seed documents share an _id')

  for (const doc of docs) {
    if (doc._type === 'bike' && doc._id !== `bike.${(doc.slug as {current?: string})?.current}`)
      problems.push(`${doc._id}: a bike's _id must be bike.<slug>`)
    if (doc._type === 'message' && doc._id !== `message.${doc.key}`)
      problems.push(`${doc._id}: a message's _id must be message.<key>`)
  }

  const client = fakeClient(docs)
  const workspace = {schema, getClient: () => client} as unknown as Workspace
  let expectedWarnings = 0
  for (const document of docs) {
    const markers = await validateDocument({
      document,
      workspace,
      environment: 'cli',
      getDocumentExists: async ({id}) => ids.has(id) || assetIds.has(id),
    })
    for (const marker of markers) {
      const path = marker.path.map((p) => (typeof p === 'object' ? JSON.stringify(p) : p)).join('.')
      if (marker.level === 'warning' && EXPECTED_WARNING.test(marker.message)) expectedWarnings++
      else if (marker.level !== 'info') problems.push(`${document._id} ${path}: [${marker.level}] ${marker.message}`)
    }
  }

  const count = (type: string) => docs.filter((d) => d._type === type).length
  console.log(
    `Seed: ${docs.length} documents (${count('siteSettings')} siteSettings, ${count('bike')} bikes, ${count('message')} messages, ${count('rentalTerm')} rental terms, ${count('review')} reviews); ` +
      `${expectedWarnings} expected "example content" warnings.`,
  )
  // A rule can fail on two constraints with one message (e.g. min and precision): list it once.
  const unique = [...new Set(problems)]
  if (unique.length) {
    console.error(unique.map((p) => `  ✗ ${p}`).join('\n'))
    console.error(`${unique.length} problem(s) in the seed.`)
    process.exit(1)
  }
  console.log('All seed documents pass the schema validation rules.')
}

await main()
