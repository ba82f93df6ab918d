// A lazily imported module fetched once, whoever asks first (a hover's preload or React's lazy());
// forgotten after a failure, so the next attempt downloads it again instead of failing for good.
export function sharedImport<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined
      throw error
    })
    return pending
  }
}
