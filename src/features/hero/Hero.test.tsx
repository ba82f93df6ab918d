import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, withBookingSpy } from '../../app/testing/render'
import { Hero } from './Hero'

describe('Hero', () => {
  it('carries the pitch: title, subtitle, descriptions, feature list and three blurbs', () => {
    renderWithProviders(<Hero />)
    expect(screen.getByRole('heading', { level: 1, name: 'Explore Phuket on Two Wheels' })).toBeInTheDocument()
    expect(screen.getByText('Phuket Motorbike Rental')).toBeInTheDocument()
    expect(screen.getByText('New bikes and transparent pricing starting from 200 baht per day.')).toBeInTheDocument()
    expect(screen.getByText('From 200 baht per day, no hidden fees')).toBeInTheDocument()
    expect(screen.getByText('24/7 service and roadside help')).toBeInTheDocument()
    for (const title of ['Delivery to Your Hotel', 'Comprehensive Insurance', 'Full Tank']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument()
    }
  })

  it('opens the booking modal with no bike preselected from Book Now', async () => {
    const spy = withBookingSpy(<Hero />)
    const { user } = renderWithProviders(spy.ui)
    await user.click(screen.getByRole('button', { name: 'Book Now' }))
    expect(spy.calls).toEqual([undefined])
  })
})
