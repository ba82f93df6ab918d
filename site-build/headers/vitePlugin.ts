// Vite plugin: after each build, dist/_headers gets the security headers with the CSP hashes of the
// inline scripts just emitted, and connect-src the EmailJS origin this build sends to.
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { writeHeaders } from './write.ts'

export function securityHeadersPlugin(): Plugin {
  let outDir = 'dist'
  let origin: string | undefined
  return {
    name: 'security-headers',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      const value = config.env.VITE_EMAILJS_ORIGIN
      origin = typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
    },
    // After the whole app is built (buildApp, 'post', registered after prerenderHome): the
    // prerendered documents and their inline scripts exist only then.
    buildApp: {
      order: 'post',
      async handler() {
        await writeHeaders(outDir, origin)
      },
    },
  }
}
