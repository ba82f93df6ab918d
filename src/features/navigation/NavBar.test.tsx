import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { routes } from '../../app/routes'
import { renderRoutes } from '../../app/testing/render'

describe('navigation bar', () => {
  it('shows the logo link home and Home, Gallery and Contact pointing at their sections', () => {
    renderRoutes(routes)
    const header = screen.getByRole('banner')
    expect(within(header).getByRole('link', { name: 'Phuket Moto Rental' })).toHaveAttribute('href', '/')
    const nav = within(screen.getByRole('navigation'))
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/#home')
    expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/#gallery')
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact')
    for (const id of ['home', 'gallery', 'contact']) expect(document.getElementById(id)).toBeInTheDocument()
  })

  it('offers a skip link to the main content', () => {
    renderRoutes(routes)
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main')
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main')
  })
})
