// The cancelled rental's refund: the number the owner records, with the cancellation policy's
// amount for the day it was cancelled beside it (./refundLine.ts) and one tap to record it.
import {useEffect, useState} from 'react'
import {Button, Flex, Stack, Text} from '@sanity/ui'
import {set, useClient, useFormValue, type NumberInputProps} from 'sanity'
import type {CancellationTerms} from '../../../rules/prepayment/policy'
import {refundLine} from './refundLine'

const TERMS_QUERY = '*[_id == "siteSettings"][0].cancellationPolicy{freeUntilDays, keptPercent}'

function useCancellationTerms(): CancellationTerms | null | 'unread' {
  const client = useClient({apiVersion: '2025-01-01'})
  const [terms, setTerms] = useState<CancellationTerms | null | 'unread'>('unread')
  useEffect(() => {
    let current = true
    client.fetch<Partial<CancellationTerms> | null>(TERMS_QUERY).then((found) => {
      if (!current) return
      const whole = found && typeof found.freeUntilDays === 'number' && typeof found.keptPercent === 'number'
      setTerms(whole ? {freeUntilDays: found.freeUntilDays as number, keptPercent: found.keptPercent as number} : null)
    })
    return () => {
      current = false
    }
  }, [client])
  return terms
}

export function RefundInput(props: NumberInputProps) {
  const terms = useCancellationTerms()
  const prepaid = useFormValue(['prepaid'])
  const from = useFormValue(['from'])
  const cancelledOn = useFormValue(['cancelledOn'])
  const line = refundLine(terms, {prepaid, from, cancelledOn})
  return (
    <Stack space={2}>
      {props.renderDefault(props)}
      <Flex align="center" gap={2} wrap="wrap">
        <Text size={1} muted data-testid="policy-refund">{line.text}</Text>
        {line.refund !== undefined && line.refund !== props.value && (
          <Button mode="ghost" fontSize={1} padding={2} disabled={props.readOnly} text={`Record ${line.refund} baht`} onClick={() => props.onChange(set(line.refund as number))} />
        )}
      </Flex>
    </Stack>
  )
}
