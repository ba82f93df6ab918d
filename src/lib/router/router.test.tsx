import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { BrowserRouter, Link, matchRoutes, MemoryRouter, Outlet, StaticRouter, useLocation, useRoutes, type RouteObject } from '.'
import { createPath, parsePath } from './location'

function Where() {
  const { pathname, search, hash, key } = useLocation()
  return <output data-key={key}>{pathname + search + hash}</output>
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <main>
        layout <Outlet />
      </main>
    ),
    children: [
      { index: true, element: <p>home</p> },
      { path: 'bikes/list', element: <p>list</p> },
      { path: '*', element: <p>not found</p> },
    ],
  },
]

function Table() {
  return <>{useRoutes(routes)}</>
}

describe('addresses', () => {
  it('split into path, query and hash, and join back', () => {
    expect(parsePath('/a/b?x=1#top')).toEqual({ pathname: '/a/b', search: '?x=1', hash: '#top' })
    expect(parsePath('#contact')).toEqual({ pathname: '/', search: '', hash: '#contact' })
    expect(createPath({ pathname: '/', hash: '#gallery' })).toBe('/#gallery')
    expect(createPath({ hash: 'terms' })).toBe('/#terms')
    expect(createPath('/?lang=ru')).toBe('/?lang=ru')
  })
})

describe('the route table', () => {
  it('matches the index at /, a static path, and anything else with *', () => {
    const names = (path: string) => matchRoutes(routes, path.split('/').filter(Boolean))?.map((route) => route.index ?? route.path)
    expect(names('/')).toEqual(['/', true])
    expect(names('/bikes/list')).toEqual(['/', 'bikes/list'])
    expect(names('/bikes')).toEqual(['/', '*'])
    expect(names('/bikes/list/more')).toEqual(['/', '*'])
    expect(matchRoutes([{ path: 'only', element: null }], ['other'])).toBeNull()
  })

  it('renders the page inside its layout at a fixed path', () => {
    render(
      <StaticRouter location="/bikes/list?x=1">
        <Table />
        <Where />
      </StaticRouter>,
    )
    expect(screen.getByRole('main')).toHaveTextContent('layout list')
    expect(screen.getByRole('status')).toHaveTextContent('/bikes/list?x=1')
  })
})

describe('links', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('are plain anchors a left click moves through the router, with a new key each time', async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter initialEntries={['/nowhere']}>
        <Table />
        <Link to="/">Home</Link>
        <Link to={{ pathname: '/', hash: '#contact' }}>Contact</Link>
        <Where />
      </MemoryRouter>,
    )
    expect(screen.getByText('not found')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact')
    await user.click(screen.getByRole('link', { name: 'Home' }))
    expect(screen.getByText('home')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Contact' }))
    const first = screen.getByRole('status').dataset.key
    expect(screen.getByRole('status')).toHaveTextContent('/#contact')
    await user.click(screen.getByRole('link', { name: 'Contact' }))
    expect(screen.getByRole('status').dataset.key).not.toBe(first)
  })

  it('push a history entry in the browser, reuse it for the address the page is at, and follow back and script-set hashes', async () => {
    const user = userEvent.setup()
    window.history.replaceState({ kept: 1 }, '', '/')
    render(
      <BrowserRouter>
        <Table />
        <Link to={{ pathname: '/', hash: '#gallery' }}>Gallery</Link>
        <Link to="/bikes/list">List</Link>
        <Where />
      </BrowserRouter>,
    )
    const length = window.history.length
    await user.click(screen.getByRole('link', { name: 'List' }))
    expect(window.location.pathname).toBe('/bikes/list')
    expect(window.history.length).toBe(length + 1)
    expect(window.history.state).toMatchObject({ kept: 1 })
    expect(await screen.findByText('list')).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'List' }))
    expect(window.history.length).toBe(length + 1)

    await act(async () => {
      window.history.pushState(null, '', '/#contact')
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    expect(screen.getByRole('status')).toHaveTextContent('/#contact')
    expect(screen.getByText('home')).toBeInTheDocument()
  })

  it('leave a click with a modifier or on another target to the browser, and run their own onClick first', async () => {
    const user = userEvent.setup()
    const handled: boolean[] = []
    render(
      <MemoryRouter>
        {/* Sees each click after the link (and stops jsdom, which cannot navigate, from trying). */}
        <div onClick={(event) => { handled.push(event.defaultPrevented); event.preventDefault() }}>
          <Link to="/bikes/list" target="_blank">New tab</Link>
          <Link to="/bikes/list" onClick={(event) => event.preventDefault()}>Own</Link>
          <Link to="/bikes/list">Plain</Link>
        </div>
        <Where />
      </MemoryRouter>,
    )
    await user.click(screen.getByRole('link', { name: 'New tab' }))
    await user.keyboard('{Control>}')
    await user.click(screen.getByRole('link', { name: 'Plain' }))
    await user.keyboard('{/Control}')
    expect(handled).toEqual([false, false])
    await user.click(screen.getByRole('link', { name: 'Own' }))
    expect(screen.getByRole('status')).toHaveTextContent(/^\/$/)
    await user.click(screen.getByRole('link', { name: 'Plain' }))
    expect(handled).toEqual([false, false, true, true])
    expect(screen.getByRole('status')).toHaveTextContent('/bikes/list')
  })
})
