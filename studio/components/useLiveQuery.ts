// A query the owner's screens (the fleet view, Today) read with the owner's session, in the raw
// perspective (drafts too), and read again whenever a watched document changes: a publish or an
// edit elsewhere (another device at the counter) shows within a second.
import {useEffect, useState} from 'react'
import {useClient} from 'sanity'

export type LiveState<T> = {data: T | null; error: string | null}

export function useLiveQuery<T>(query: string, params: Record<string, string>, watched: string): LiveState<T> {
  const client = useClient({apiVersion: '2025-01-01'})
  const [state, setState] = useState<LiveState<T>>({data: null, error: null})
  // The params as one string, so a new object with the same values reads nothing again.
  const key = JSON.stringify(params)
  useEffect(() => {
    let stopped = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = () =>
      client.fetch<T>(query, JSON.parse(key) as Record<string, string>, {perspective: 'raw'}).then(
        (data) => !stopped && setState({data, error: null}),
        (error: unknown) => !stopped && setState((current) => ({...current, error: error instanceof Error ? error.message : String(error)})),
      )
    void load()
    const subscription = client.listen(watched, {}, {events: ['mutation'], includeResult: false, visibility: 'query'}).subscribe({
      next: () => {
        clearTimeout(timer)
        timer = setTimeout(load, 400)
      },
      error: () => undefined, // the screen keeps what it shows; the next open reads again
    })
    return () => {
      stopped = true
      clearTimeout(timer)
      subscription.unsubscribe()
    }
  }, [client, query, key, watched])
  return state
}
