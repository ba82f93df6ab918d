// A deadline for a promise that cannot be cancelled (the SDK's fetch takes no AbortSignal): the
// caller stops waiting, the request itself runs on, and its late outcome is still reported.
import { SendTimeoutError } from './failure'

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SendTimeoutError(ms)), ms)
    work.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}
