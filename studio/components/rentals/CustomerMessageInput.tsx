// The rental's message to the customer: the message for its stage (or another one chosen), shown
// ready to send by ./CustomerMessage.tsx. The texts are Shop settings' (Messages to customers).
// The extension's message is not among the choices (PICKER_MESSAGE_KEYS says why): the extension
// card under the last day offers it. Nothing is saved: the field only shows.
import {useState} from 'react'
import {Select, Stack} from '@sanity/ui'
import {useFormValue, type StringInputProps} from 'sanity'
import {CUSTOMER_MESSAGES, messageForRental, PICKER_MESSAGE_KEYS, type CustomerMessageKey} from '../../../rules/content/customerMessages'
import {stageOf} from '../../../rules/content/rentalStages'
import {CustomerMessage} from './CustomerMessage'

export function CustomerMessageInput(props: StringInputProps) {
  const rental = useFormValue([]) as Record<string, unknown> | undefined
  const [chosen, setChosen] = useState<CustomerMessageKey | null>(null)
  const key = chosen ?? messageForRental(stageOf(rental), rental?.refund)
  return (
    <Stack space={3} id={props.id}>
      <Select value={key} onChange={(event) => setChosen(event.currentTarget.value as CustomerMessageKey)} aria-label="Which message">
        {PICKER_MESSAGE_KEYS.map((value) => (
          <option key={value} value={value}>{CUSTOMER_MESSAGES[value].title}</option>
        ))}
      </Select>
      <CustomerMessage messageKey={key} rental={rental} />
    </Stack>
  )
}
