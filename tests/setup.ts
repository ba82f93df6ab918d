// Shared setup for jsdom component tests: jest-dom matchers and the browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest'
import { afterEach, beforeEach, vi } from 'vitest'
import { cleanup, configure } from '@testing-library/react'
import { whatTheVisitorSees } from './visitorView'

// Every findBy and waitFor waits for the state it names, as long as a slow or busy machine needs to
// reach it (a toast's exit, a lazy chunk, a re-render after a language switch): Testing Library's
// 1 s default is one fast machine's guess. A wait that times out means the state never came.
// Tests about time itself control the clock instead (vi.useFakeTimers, src/features/booking/testing.ts).
// A failed query or wait says what the visitor would see, not only the DOM it searched.
configure({
  asyncUtilTimeout: 20_000,
  getElementError(message) {
    const error = new Error([message, `The visitor sees: ${whatTheVisitorSees()}.`].filter(Boolean).join('\n\n'))
    error.name = 'TestingLibraryElementError'
    return error
  },
})

// Chakra (via floating-ui/zag) measures elements; jsdom has no ResizeObserver.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
}

Element.prototype.scrollIntoView ??= function scrollIntoView() {}

/**
 * Every test starts at one fixed moment on Phuket, its clock running on from there: the booking
 * form refuses a pickup in the past, so a test's dates must not depend on the day it runs. A test
 * about time sets its own (vi.useFakeTimers, vi.setSystemTime).
 */
export const TEST_NOW = Date.parse('2026-03-01T10:00:00+07:00')
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW, shouldAdvanceTime: true })
})

afterEach(() => {
  cleanup()
  // A test that moved the clock (pastMinimumFillTime, a frozen Date) leaves the next one real time.
  vi.useRealTimers()
  // The booking draft, send lock and throttle live in web storage: each test starts a fresh visit.
  localStorage.clear()
  sessionStorage.clear()
})
