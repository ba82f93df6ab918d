import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderRoutes } from '../testing/render'
import { routes } from '.'

const hero = vi.hoisted(() => ({ fail: false }))
vi.mock('../../features/hero/Hero', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../features/hero/Hero')>()
  return {
    Hero: () => {
      if (hero.fail) throw new Error('render failed')
      return <original.Hero />
    },
  }
})

describe('routes', () => {
  afterEach(() => {
    hero.fail = false
    vi.restoreAllMocks()
  })

  it('shows the home page at / inside the landmarks', () => {
    renderRoutes(routes, '/')
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.getByRole('navigation')).toBeInTheDocument()
    expect(screen.getByRole('main')).toBeInTheDocument()
    expect(screen.getByRole('contentinfo')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Phuket on Two Wheels' })).toBeInTheDocument()
  })

  it('shows the not-found page for any other path', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderRoutes(routes, '/bikes/unknown')
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument()
  })

  it("opens the owner's check of a booking e-mail at /check, on its own chunk, outside the visitor's layout", async () => {
    renderRoutes(routes, '/check#not-a-code!')
    expect(await screen.findByRole('heading', { level: 1, name: 'Check this request' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('code: the code holds characters the website never writes')
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it("shows React Router's default error screen when a page fails to render", () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    hero.fail = true
    renderRoutes(routes, '/')
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument()
  })
})
