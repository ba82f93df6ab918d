// Any control tapped before the app runs (the language menu's button, View all bikes) is only HTML
// until the app replays the tap (src/i18n/languageSwap.ts revealDocument): from the tap until that
// replay it looks busy, so a page whose scripts are still starting never seems dead. A Book
// button has its own busy look, kept until the form shows (./bookButton.ts).

export const PENDING_ATTRIBUTE = 'data-pending'

export function markPending(control: Element): void {
  control.setAttribute(PENDING_ATTRIBUTE, '')
  control.setAttribute('aria-busy', 'true')
}

export function clearPendingControl(control: Element): void {
  control.removeAttribute(PENDING_ATTRIBUTE)
  control.removeAttribute('aria-busy')
}

export function clearPending(doc: Document): void {
  // forEach, not for…of: the scripts' TypeScript settings (tsconfig.node.json, which reach this
  // file through the loader) have no iterable NodeList.
  doc.querySelectorAll(`[${PENDING_ATTRIBUTE}]`).forEach(clearPendingControl)
}

// In <head> with the prerendered page, so it needs no script: dimmed and pulsing, with no change
// of size (an icon button in the header has no room for a ring).
const pending = `[${PENDING_ATTRIBUTE}]`
export const pendingStyle =
  `${pending}{cursor:progress;animation:control-pending .7s ease-in-out infinite alternate}` +
  `@keyframes control-pending{to{opacity:.5}}` +
  `@media (prefers-reduced-motion:reduce){${pending}{animation:none;opacity:.6}}`
