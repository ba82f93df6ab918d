import {Card, Stack, Text} from '@sanity/ui'
import type {BooleanFieldProps} from 'sanity'

// Shown at the top of Shop settings: the seed ships invented contact details, and a visitor
// must never be sent to an example phone number, so the reminder is impossible to miss.
export function ExampleContentField(props: BooleanFieldProps) {
  return (
    <Stack space={3}>
      {props.value === true && (
        <Card padding={4} radius={2} shadow={1} tone="caution" role="status">
          <Stack space={3}>
            <Text size={2} weight="semibold">
              These are example details, not your shop&apos;s
            </Text>
            <Text size={1}>
              The shop name, phone, WhatsApp number, LINE ID, address, logo, map position and map
              picture were made up to fill the website. Replace each with your real details, then
              switch off &quot;Example content&quot; below.
            </Text>
          </Stack>
        </Card>
      )}
      {props.renderDefault(props)}
    </Stack>
  )
}
