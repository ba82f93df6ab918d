// One error type for everything the owner (or a developer) must fix before snapshots change.
export class SyncError extends Error {
  constructor(
    readonly heading: string,
    readonly problems: readonly string[],
  ) {
    super(`${heading}\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'SyncError'
  }
}
