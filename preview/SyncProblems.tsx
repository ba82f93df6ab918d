// What the preview shows instead of the page when the drafts would not pass the sync: the sync's
// own message, naming each document and field, so the owner can fix them before publishing.
import type { SyncError } from '../pipeline/errors.ts'

export function SyncProblems({ error }: { error: SyncError }) {
  return (
    <main role="alert" aria-labelledby="sync-problems" style={{ maxWidth: '48rem', margin: '3rem auto', padding: '0 1.5rem', fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }}>
      <h1 id="sync-problems" style={{ fontSize: '1.5rem' }}>Publishing these drafts would stop at the website's check</h1>
      <p>{error.heading}</p>
      <ul>
        {error.problems.map((problem, index) => (
          <li key={index}>{problem}</li>
        ))}
      </ul>
      <p>Fix the fields named above; this preview updates as you type.</p>
    </main>
  )
}

export function PreviewNotice({ children }: { children: string }) {
  return <p role="status" style={{ margin: '3rem auto', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>{children}</p>
}
