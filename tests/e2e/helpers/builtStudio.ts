// The built Studio (studio/dist, made by `npm run test:studio`) served like a static host for the
// specs that drive it, with its Sanity API answered in the page (sanity-api-route.ts).
import { expect, test } from '@playwright/test'
import { existsSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import { REPO_ROOT } from '../../../pipeline/cli'
import { serveStatic } from '../../../tools/serve/serve'

export const STUDIO_DIST = path.join(REPO_ROOT, 'studio', 'dist')
export const STUDIO_SEED = path.join(REPO_ROOT, 'studio', 'seed')

/**
 * Serves studio/dist for the spec that calls it (at its top level); `required` is a file of the
 * build the spec needs, so an old build fails at once with the command that makes a new one.
 */
export function serveBuiltStudio(required = 'index.html'): { readonly url: string } {
  let served: { server: Server; url: string } | undefined
  test.describe.configure({ timeout: 300_000 })
  test.beforeAll(async () => {
    expect(existsSync(path.join(STUDIO_DIST, required)), 'studio/dist is missing or old: run `npm run test:studio` (it builds the Studio)').toBe(true)
    served = await serveStatic(STUDIO_DIST)
  })
  test.afterAll(() => served?.server.close())
  return {
    get url() {
      if (!served) throw new Error('the built Studio is served from beforeAll on')
      return served.url
    },
  }
}
