// The island keeps the prerendered HTML untouched while hydrating, fetches its chunk only when the
// visitor nears it, and renders at once where there was nothing prerendered.
import { act, render, screen, waitFor } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { deferredIsland } from '../../lib/deferredIsland'
import { DeferredIsland } from './DeferredIsland'

const Reviews = () => <p>Great bikes, from the chunk</p>

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = []
  observed: Element[] = []
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this)
  }
  observe(target: Element) {
    this.observed.push(target)
  }
  disconnect() {
    this.observed = []
  }
  /** The visitor scrolls the observed element near the viewport. */
  near() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry)
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeIntersectionObserver.instances = []
})

describe('DeferredIsland', () => {
  it('hydrates without touching the prerendered HTML, and fetches the chunk only when the visitor nears it', async () => {
    const server = deferredIsland('reviews', async () => ({ default: () => <p>Prerendered words</p> }))
    await server.load()
    const html = renderToString(<section><DeferredIsland island={server} /></section>)

    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    const importer = vi.fn(async () => ({ default: Reviews }))
    const browser = deferredIsland('reviews', importer)
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error')
    await act(async () => void hydrateRoot(container, <section><DeferredIsland island={browser} /></section>))

    expect(container.innerHTML).toBe(html)
    expect(importer).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    // The section is watched, so an island inside a section that skips layout offscreen still intersects.
    expect(FakeIntersectionObserver.instances[0].observed).toEqual([container.querySelector('section')])

    await act(async () => FakeIntersectionObserver.instances[0].near())
    expect(importer).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('Great bikes, from the chunk')).toBeInTheDocument()
    expect(screen.queryByText('Prerendered words')).toBeNull()
    container.remove()
  })

  it('renders its component at once where nothing was prerendered', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver)
    const importer = vi.fn(async () => ({ default: Reviews }))
    render(<DeferredIsland island={deferredIsland('reviews', importer)} />)
    expect(await screen.findByText('Great bikes, from the chunk')).toBeInTheDocument()
    expect(FakeIntersectionObserver.instances).toEqual([])
  })

  it('tries again after a failed download', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ default: Reviews })
    const island = deferredIsland('reviews', importer)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<DeferredIsland island={island} />)
    await waitFor(() => expect(importer).toHaveBeenCalledTimes(1))
    await act(() => island.load())
    expect(await screen.findByText('Great bikes, from the chunk')).toBeInTheDocument()
  })
})
