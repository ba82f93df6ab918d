// The one interface sync reads content through, so seed and live data take the same path.
export interface PublishedFile {
  /** File name under public/content/images/ */
  name: string
  /** Absolute path of the file to copy there */
  from: string
}

export interface ContentSource {
  /** Human-readable origin, printed and written into each snapshot's notice */
  readonly label: string
  fetch<T = unknown>(query: string, params?: Record<string, unknown>): Promise<T>
  /**
   * Local files the site must serve for this content, or null when the source publishes
   * none (a live dataset: images come from Sanity's CDN, public/content is left alone).
   */
  publishedImages(): readonly PublishedFile[] | null
  /**
   * The same dataset as anyone reads it, without the owner's token (a live project only): 'refused'
   * when the dataset answers no such request (a private dataset).
   */
  readonly withoutToken?: AnonymousReader
  /** Why the privacy proof does not apply to this source, when it has no anonymous reader */
  readonly privacyNotApplicable?: string
}

export interface AnonymousReader {
  /** Whether the source itself reads with the owner's token */
  readonly ownerToken: boolean
  fetch<T>(query: string): Promise<T | 'refused'>
}
