// The live content source: a Sanity project's published documents via @sanity/client.
// Runs only in this Node script (CI or a developer's shell); nothing here reaches the bundle.
import { createClient } from '@sanity/client'
import { SANITY_API_VERSION } from './api-version.ts'
import { SyncError } from '../errors.ts'
import type { ContentSource } from './source.ts'

export { SANITY_API_VERSION }

export interface LiveConfig {
  projectId: string
  dataset: string
  token?: string
  /** A local Sanity-compatible API (tests, `--local`) instead of https://<projectId>.api.sanity.io */
  apiHost?: string
}

/**
 * The local stand-in of Sanity's API that `npm run dev` runs on the Studio's address
 * (tools/local-studio): `npm run sync -- --local` reads what was published there.
 */
export const LOCAL_SANITY_API = { url: 'http://127.0.0.1:3333', projectId: 'placeholder', dataset: 'production' } as const

export function liveConfigFromEnv(env: NodeJS.ProcessEnv): LiveConfig | null {
  const projectId = env.SANITY_PROJECT_ID?.trim()
  const dataset = env.SANITY_DATASET?.trim()
  if (!projectId || !dataset) return null
  return {
    projectId,
    dataset,
    token: env.SANITY_READ_TOKEN?.trim() || undefined,
    apiHost: env.SANITY_API_HOST?.trim() || undefined,
  }
}

function clientFor(config: LiveConfig, token: string | undefined) {
  return createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: SANITY_API_VERSION,
    useCdn: false, // the CDN may lag a publish by seconds; a sync right after a webhook must see it
    perspective: 'published',
    token,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    maxRetries: 2,
    retryDelay: () => 200,
    timeout: 30_000,
  })
}

const statusOf = (error: unknown) => (error as { statusCode?: number }).statusCode

export function createLiveSource(config: LiveConfig): ContentSource {
  const client = clientFor(config, config.token)
  // What anyone can send: the same project and dataset, no token (pipeline/privacy.ts).
  const anonymous = clientFor(config, undefined)
  const where = `Sanity project "${config.projectId}", dataset "${config.dataset}"`
  return {
    label: `${where}${config.apiHost ? ` at ${config.apiHost}` : ''}`,
    async fetch<T>(query: string, params: Record<string, unknown> = {}) {
      try {
        return await client.fetch<T>(query, params)
      } catch (error) {
        throw new SyncError(`Cannot read the live dataset`, [explain(error, where, config)])
      }
    },
    publishedImages: () => null,
    withoutToken: {
      ownerToken: config.token !== undefined,
      async fetch<T>(query: string) {
        try {
          return await anonymous.fetch<T>(query)
        } catch (error) {
          const status = statusOf(error)
          if (status === 401 || status === 403) return 'refused'
          throw new SyncError(`Cannot check the rental book's privacy`, [explain(error, where, { ...config, token: undefined })])
        }
      },
    },
  }
}

function explain(error: unknown, where: string, config: LiveConfig): string {
  const status = statusOf(error)
  const message = error instanceof Error ? error.message : String(error)
  if (status === 401 || status === 403) {
    const hint = config.token ? 'SANITY_READ_TOKEN was refused' : 'the dataset is private: set SANITY_READ_TOKEN'
    return `${where}: access denied (HTTP ${status}: ${message}); ${hint}`
  }
  if (status === 404) {
    return `${where}: not found (HTTP 404: ${message}); check SANITY_PROJECT_ID and SANITY_DATASET`
  }
  if (status) return `${where}: HTTP ${status}: ${message}`
  const host = config.apiHost ?? `https://${config.projectId}.api.sanity.io`
  return `${where}: cannot reach ${host} (${message})`
}
