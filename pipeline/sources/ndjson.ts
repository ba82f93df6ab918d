// Reads Sanity's NDJSON export format, naming file and line for anything it cannot parse.
export type SanityDocument = Record<string, unknown> & { _id: string; _type: string }

export function parseNdjson(text: string, fileLabel: string, problems: string[]): SanityDocument[] {
  const docs: SanityDocument[] = []
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return
    const where = `${fileLabel}:${index + 1}`
    let value: unknown
    try {
      value = JSON.parse(line)
    } catch (error) {
      problems.push(`${where}: not valid JSON (${(error as Error).message})`)
      return
    }
    if (!isRecord(value) || typeof value._id !== 'string' || typeof value._type !== 'string') {
      problems.push(`${where}: a document needs a string _id and _type`)
      return
    }
    docs.push(value as SanityDocument)
  })
  return docs
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
