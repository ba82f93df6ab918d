import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../app/testing/render'
import { settings } from '../../content'
import { loadImage } from './loadImage'
import Logo from './Logo'

vi.mock('./loadImage', () => ({
  loadImage: vi.fn(async () => ({ naturalWidth: 2, naturalHeight: 1 }) as HTMLImageElement),
}))

describe('Logo', () => {
  let consoleError: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  })
  afterEach(() => vi.restoreAllMocks())

  it('shows the processed image when the canvas works', async () => {
    const pixels = { data: new Uint8ClampedArray([255, 255, 255, 255, 10, 20, 30, 255]) }
    const context = { drawImage: vi.fn(), getImageData: vi.fn(() => pixels), putImageData: vi.fn() }
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never)
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,processed')

    renderWithProviders(<Logo />)

    await waitFor(() => expect(screen.getByTestId('logo')).toHaveAttribute('src', 'data:image/png;base64,processed'))
    expect(Array.from(pixels.data)).toEqual([255, 255, 255, 64, 10, 20, 30, 255])
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('falls back to the original image and logs when no 2D context can be had', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)

    renderWithProviders(<Logo />)

    await waitFor(() => expect(screen.getByTestId('logo')).toHaveAttribute('src', settings.logo.url))
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('Logo processing failed'), expect.any(Error))
  })

  it('falls back to the original image and logs when the image cannot be loaded', async () => {
    vi.mocked(loadImage).mockRejectedValueOnce(new Error('404'))

    renderWithProviders(<Logo />)

    await waitFor(() => expect(screen.getByTestId('logo')).toHaveAttribute('src', settings.logo.url))
    expect(consoleError).toHaveBeenCalledTimes(1)
  })

  it('shows the original logo from the first render (what the prerendered page holds), loaded lazily', () => {
    vi.mocked(loadImage).mockReturnValueOnce(new Promise(() => {}))
    renderWithProviders(<Logo />)
    const image = screen.getByTestId('logo')
    expect(image).toHaveAttribute('src', settings.logo.url)
    expect(image).toHaveAttribute('loading', 'lazy')
  })

  it('keeps the logo size reserved while it loads, with explicit width and height', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
    renderWithProviders(<Logo />)
    const image = await screen.findByTestId('logo')
    expect(image).toHaveAttribute('width', String(settings.logo.width))
    expect(image).toHaveAttribute('height', String(settings.logo.height))
  })
})
