// Where the app is: the parts of an address the pages read, and how a link's target becomes one.

export type Location = {
  pathname: string
  search: string
  hash: string
  /** Changes on every navigation, even to the same address (a second tap on #contact scrolls again). */
  key: string
}

/** A link's target: an address ('/', '/#contact') or its parts. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>

export function parsePath(path: string): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = path.indexOf('#')
  const hash = hashAt < 0 ? '' : path.slice(hashAt)
  const rest = hashAt < 0 ? path : path.slice(0, hashAt)
  const searchAt = rest.indexOf('?')
  return {
    pathname: (searchAt < 0 ? rest : rest.slice(0, searchAt)) || '/',
    search: searchAt < 0 ? '' : rest.slice(searchAt),
    hash,
  }
}

/** The address a target names, for an href and the history entry ('/' when it names no path). */
export function createPath(to: To): string {
  if (typeof to === 'string') return to
  const { pathname = '/', search = '', hash = '' } = to
  return pathname + (search && !search.startsWith('?') ? `?${search}` : search) + (hash && !hash.startsWith('#') ? `#${hash}` : hash)
}

export function pathOf({ pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return pathname + search + hash
}

let keys = 0
export function nextKey(): string {
  keys += 1
  return `k${keys}`
}
