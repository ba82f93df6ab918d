import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { HistoryNavigation } from './HistoryNavigation'
import { useSiteLocation } from './navigation'
import { SiteLink } from './SiteLink'

function Where() {
  const { pathname, hash, key } = useSiteLocation()
  return <output data-key={key}>{`${pathname}${hash}`}</output>
}

function renderHome() {
  render(
    <HistoryNavigation>
      <SiteLink to="/#gallery">Gallery</SiteLink>
      <SiteLink to="/">Home</SiteLink>
      <SiteLink to="/check">Check</SiteLink>
      <Where />
    </HistoryNavigation>,
  )
  return userEvent.setup()
}

describe("the home document's navigation", () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    vi.restoreAllMocks()
  })

  it('moves to a section without loading a document: one history entry per click, a click on the same link replaces it', async () => {
    window.history.replaceState(null, '', '/')
    const user = renderHome()
    const before = window.history.length
    await user.click(screen.getByRole('link', { name: 'Gallery' }))
    expect(window.location.pathname + window.location.hash).toBe('/#gallery')
    expect(screen.getByRole('status')).toHaveTextContent('/#gallery')
    expect(window.history.length).toBe(before + 1)
    const key = screen.getByRole('status').dataset.key
    await user.click(screen.getByRole('link', { name: 'Gallery' }))
    expect(window.history.length).toBe(before + 1)
    // A new key all the same: the page scrolls to the section again (ScrollOnNavigate).
    expect(screen.getByRole('status').dataset.key).not.toBe(key)
  })

  it("drops the query as React Router's links did: /?lang=zh stays the home page, in the app's language", async () => {
    window.history.replaceState(null, '', '/?lang=zh')
    const user = renderHome()
    await user.click(screen.getByRole('link', { name: 'Gallery' }))
    expect(window.location.search).toBe('')
    expect(window.location.hash).toBe('#gallery')
  })

  it('follows back and forward', async () => {
    window.history.replaceState(null, '', '/')
    const user = renderHome()
    await user.click(screen.getByRole('link', { name: 'Gallery' }))
    act(() => {
      window.history.replaceState(null, '', '/')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/)
  })

  it('leaves a link to another path, and a click with a modifier, to the browser', async () => {
    window.history.replaceState(null, '', '/')
    const user = renderHome()
    const pushState = vi.spyOn(window.history, 'pushState')
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://localhost:3000/', origin: 'http://localhost:3000', pathname: '/', search: '', hash: '', assign } as Location)
    await user.click(screen.getByRole('link', { name: 'Check' }))
    expect(assign).toHaveBeenCalledWith('http://localhost:3000/check')
    vi.mocked(assign).mockClear()
    const link = screen.getByRole('link', { name: 'Gallery' })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true, button: 0 })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
    expect(pushState).not.toHaveBeenCalled()
    expect(assign).not.toHaveBeenCalled()
    expect(link).toHaveAttribute('href', '/#gallery')
  })
})
