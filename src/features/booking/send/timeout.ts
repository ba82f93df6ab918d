// The SDK's fetch has no deadline and cannot be cancelled. Past our wait the request runs on and its
// answer still decides: the caller is told it is slow (to say so to the visitor), never that it failed.
/** How long an answer may take before the visitor is told it is slow (VITE_BOOKING_TIMEOUT_MS overrides it). */
export const DEFAULT_SEND_TIMEOUT_MS = 15_000

export function notifyWhenSlow<T>(work: Promise<T>, ms: number, onSlow: () => void): Promise<T> {
  const timer = setTimeout(onSlow, ms)
  return work.finally(() => clearTimeout(timer))
}
