// Runs the fake Sanity API over the seed for manual checks of the sync (the Studio with its own
// stand-in is `npm run dev`, tools/local-studio):
//   tsx tools/fake-sanity-api/main.ts [--port 4010] [--dataset production] [--token owner-token] [--private]
// then: SANITY_PROJECT_ID=fake SANITY_DATASET=production SANITY_API_HOST=<url> SANITY_READ_TOKEN=owner-token npm run sync
// A public dataset unless --private: without the token, only documents whose id has no path.
import path from 'node:path'
import { REPO_ROOT } from '../../pipeline/cli.ts'
import { loadSeedDataset } from '../../pipeline/sources/seed-source.ts'
import { startFakeSanityApi } from './server.ts'

const arg = (name: string, fallback: string) => {
  const at = process.argv.indexOf(name)
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback
}

const dataset = arg('--dataset', 'production')
const { documents } = await loadSeedDataset(path.join(REPO_ROOT, 'studio', 'seed'))
const token = arg('--token', 'owner-token')
const visibility = process.argv.includes('--private') ? 'private' : 'public'
const api = await startFakeSanityApi({ datasets: { [dataset]: documents }, token, visibility }, Number(arg('--port', '4010')))
console.log(`fake Sanity API on ${api.url} (${visibility} dataset "${dataset}", ${documents.length} documents from studio/seed)`)
console.log(`  SANITY_PROJECT_ID=fake SANITY_DATASET=${dataset} SANITY_API_HOST=${api.url} SANITY_READ_TOKEN=${token} npm run sync`)
