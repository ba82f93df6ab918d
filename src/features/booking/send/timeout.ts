// The SDK's fetch has no deadline and cannot be cancelled. Past our wait the request runs on and its
// answer still decides: the caller is told it is slow (to say so to the visitor), never that it failed.
export function notifyWhenSlow<T>(work: Promise<T>, ms: number, onSlow: () => void): Promise<T> {
  const timer = setTimeout(onSlow, ms)
  return work.finally(() => clearTimeout(timer))
}
