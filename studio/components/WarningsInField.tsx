// Every field shows its warnings written out under it, as the sync prints them in its run (a
// starting price no bike matches, a week price dearer than its days, no free delivery area …):
// the Studio's own marker is a small icon by the title whose text shows only on hover or tap, and
// the owner would publish without ever reading it. Errors keep Sanity's own display: they stop Publish.
import {Card, Stack, Text} from '@sanity/ui'
import type {FieldProps} from 'sanity'

const samePath = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && JSON.stringify(a) === JSON.stringify(b)

export function WarningsInField(props: FieldProps) {
  // Only the field's own: a nested field shows its warnings under itself.
  const warnings = [...new Set(props.validation.filter((item) => item.level === 'warning' && samePath(item.path, props.path)).map((item) => item.message))]
  if (warnings.length === 0) return props.renderDefault(props)
  return (
    <Stack space={2}>
      {props.renderDefault(props)}
      {warnings.map((message) => (
        <Card key={message} tone="caution" padding={3} radius={2} border role="note" aria-label={`Warning on ${props.title ?? props.name}`}>
          <Text size={1}>⚠ {message}</Text>
        </Card>
      ))}
    </Stack>
  )
}
