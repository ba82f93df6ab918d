// Every field shows its warnings written out under it, as the sync prints them in its run (a
// starting price no bike matches, a week price dearer than its days, no free delivery area …):
// the Studio's own marker is a small icon by the title whose text shows only on hover or tap, and
// the owner would publish without ever reading it. Errors keep Sanity's own display: they stop Publish.
import {Card, Text} from '@sanity/ui'
import type {FieldProps} from 'sanity'

const samePath = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && JSON.stringify(a) === JSON.stringify(b)

/** The field's own warnings from validation (a nested field shows its own under itself). */
export const validationWarnings = (props: FieldProps): string[] => [
  ...new Set(props.validation.filter((item) => item.level === 'warning' && samePath(item.path, props.path)).map((item) => item.message)),
]

export function WarningNote({field, message}: {field: string; message: string}) {
  return (
    <Card tone="caution" padding={3} radius={2} border role="note" aria-label={`Warning on ${field}`}>
      <Text size={1}>⚠ {message}</Text>
    </Card>
  )
}

export function WarningsInField(props: FieldProps) {
  const warnings = validationWarnings(props)
  if (warnings.length === 0) return props.renderDefault(props)
  return (
    <div style={{display: 'grid', gap: 8}}>
      {props.renderDefault(props)}
      {warnings.map((message) => <WarningNote key={message} field={String(props.title ?? props.name)} message={message} />)}
    </div>
  )
}
