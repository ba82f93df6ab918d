// The booking summary as selectable text with a Copy button. The clipboard can be refused (no
// permission, an old browser, an insecure origin): then the text is selected for a manual copy.
import { useId, useRef, useState } from 'react'
import { Button, Field, HStack, Text, Textarea } from '@chakra-ui/react'
import { useT } from '../../../shared/locale/useT'

type CopyState = 'idle' | 'copied' | 'failed'

export function CopySummary({ summary }: { summary: string }) {
  const t = useT()
  const area = useRef<HTMLTextAreaElement>(null)
  const [state, setState] = useState<CopyState>('idle')
  const statusId = useId()

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(summary)
      setState('copied')
    } catch {
      area.current?.select()
      setState('failed')
    }
  }

  return (
    <Field.Root>
      <Field.Label>{t('booking.handoff.summary')}</Field.Label>
      <Textarea ref={area} readOnly value={summary} rows={6} fontFamily="mono" textStyle="xs" bg="white" dir="ltr" onFocus={(e) => e.target.select()} />
      <HStack mt="2" gap="3" wrap="wrap">
        <Button type="button" variant="outline" size="sm" bg="white" onClick={() => void copy()} aria-describedby={statusId}>{t('booking.handoff.copy')}</Button>
        <Text id={statusId} role="status" textStyle="sm" color={state === 'failed' ? 'red.700' : 'sea.800'}>
          {state === 'copied' && t('booking.handoff.copied')}
          {state === 'failed' && t('booking.handoff.copyFailed')}
        </Text>
      </HStack>
    </Field.Root>
  )
}
