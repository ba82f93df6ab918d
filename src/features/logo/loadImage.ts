// Loads an image for canvas use. Its own module so tests can stand in for the browser's loader.
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    // Needed for a live dataset's CDN logo; without CORS the canvas is tainted and unreadable.
    image.crossOrigin = 'anonymous'
    image.decoding = 'async'
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error(`The logo could not be loaded: ${src}`))
    image.src = src
  })
}
