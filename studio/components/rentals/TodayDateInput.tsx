// A stage's day (the prepayment received, the rental cancelled): the date field, and while it is
// empty one tap to write today's Phuket date, the day the owner usually records it on. Nothing is
// written without the tap: an old rental opened later keeps its empty field for the owner to fill.
import {Button, Stack} from '@sanity/ui'
import {set, type StringInputProps} from 'sanity'
import {todayOnPhuket} from '../../../rules/content/content'
import {shortDay} from '../fleet/fleetModel'

export function TodayDateInput(props: StringInputProps) {
  const today = todayOnPhuket(new Date())
  return (
    <Stack space={2}>
      {props.renderDefault(props)}
      {!props.value && (
        <div>
          <Button mode="ghost" fontSize={1} padding={2} disabled={props.readOnly} text={`Today, ${shortDay(today)}`} onClick={() => props.onChange(set(today))} />
        </div>
      )}
    </Stack>
  )
}
