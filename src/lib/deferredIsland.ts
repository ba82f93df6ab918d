// A part of the home page the first load does not carry: the prerendered HTML shows it, and its
// code (with its content and texts) is a chunk of its own, fetched when the visitor nears it or
// switches language (src/components/ui/DeferredIsland.tsx keeps the HTML until then).
import type { ComponentType } from 'react'
import { sharedImport } from './sharedImport'

export interface Island {
  readonly name: string
  /** Fetches the chunk once, whoever asks first; a failure is forgotten so the next call tries again. */
  load(): Promise<ComponentType>
  /** The component once its chunk has arrived, else null (for useSyncExternalStore). */
  get(): ComponentType | null
  subscribe(listener: () => void): () => void
}

const islands: Island[] = []

export function deferredIsland(name: string, importer: () => Promise<{ default: ComponentType }>): Island {
  let component: ComponentType | null = null
  const listeners = new Set<() => void>()
  const load = sharedImport(async () => {
    component ??= (await importer()).default
    listeners.forEach((listener) => listener())
    return component
  })
  const island: Island = {
    name,
    load,
    get: () => component,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  islands.push(island)
  return island
}

/**
 * Every island's chunk: the prerender renders them all, and a language switch waits for them so
 * the whole page changes language in one render. A chunk that cannot be had leaves its island's
 * HTML as it is (resolved, not thrown: the switch goes on).
 */
export function loadIslands(): Promise<unknown> {
  return Promise.all(islands.map((island) => island.load().catch((error: unknown) => console.error(`Could not load the ${island.name} section`, error))))
}
