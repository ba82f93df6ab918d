// Asking the host again tells a document that must be reloaded from a network that must come back.
import { describe, expect, it } from 'vitest'
import { probeModules } from './entryFailure'

/** A window whose fetch answers each URL with the status `statuses` names, or throws for 'offline'. */
function host(statuses: Record<string, number | 'offline'>) {
  const asked: Array<[string, RequestInit | undefined]> = []
  const fetch = async (url: string, init?: RequestInit) => {
    asked.push([url, init])
    const status = statuses[url]
    if (status === 'offline') throw new TypeError('Failed to fetch')
    return new Response(null, { status })
  }
  return { win: { fetch } as unknown as Window, asked }
}

describe('probeModules', () => {
  it.each([
    ['a file gone after a release', { '/a.js': 200, '/b.js': 404 }, 'stale'],
    ['a file gone for good (410)', { '/a.js': 410, '/b.js': 200 }, 'stale'],
    ['every file there: the browser remembers a failure', { '/a.js': 200, '/b.js': 200 }, 'stale'],
    ['the host failing', { '/a.js': 200, '/b.js': 503 }, 'unreachable'],
    ['the network down', { '/a.js': 'offline', '/b.js': 200 }, 'unreachable'],
  ] as const)('%s', async (_name, statuses, expected) => {
    const { win, asked } = host(statuses)
    expect(await probeModules(win, ['/a.js', '/b.js'])).toBe(expected)
    // Past every cache: a cached answer would say nothing about the host now.
    expect(asked).toEqual([['/a.js', { method: 'HEAD', cache: 'no-store' }], ['/b.js', { method: 'HEAD', cache: 'no-store' }]])
  })
})
