// Framing a picture: the part a guide talks about brought to the top of the pane that scrolls it
// (the booking form's body, a Studio form), and a check that what must show is not cut off or
// under a bar, so a layout change stops the run instead of making a flawed picture.
import type { Locator } from '@playwright/test'

/** Scrolls the element's nearest scrolling pane so the element's top sits `gap` pixels below the pane's top. */
export function scrollToPaneTop(element: Locator, gap = 8): Promise<void> {
  // No named functions inside: Playwright sends the function's text, and tsx would name them with a helper the page lacks.
  return element.evaluate((node, space) => {
    let pane = node.parentElement
    while (pane && !(pane.scrollHeight > pane.clientHeight && /auto|scroll/.test(getComputedStyle(pane).overflowY))) pane = pane.parentElement
    if (!pane) throw new Error('the element has no scrolling pane around it')
    // Instant, whatever the pane's CSS says: the picture is taken next.
    pane.scrollBy({ top: node.getBoundingClientRect().top - pane.getBoundingClientRect().top - space, behavior: 'instant' })
  }, gap)
}

/** Throws, naming `what`, unless every element shows whole between `top` and `bottom` (pixels from the window's top). */
export async function assertShown(what: string, elements: Locator[], { top = 0, bottom }: { top?: number; bottom: number }): Promise<void> {
  for (const element of elements) {
    const box = await element.boundingBox()
    if (!box || box.y < top || box.y + box.height > bottom) {
      throw new Error(`${what}: ${element} would be cut off or covered (${box ? `${Math.round(box.y)} to ${Math.round(box.y + box.height)}` : 'not shown'}, room ${top} to ${bottom})`)
    }
  }
}
