// The starting price's warning ("no bike costs 200 baht a day …"), worked out as soon as Shop
// settings opens: Sanity validates a document only once it has a draft, so the owner who only
// looks would never see what the sync prints on every run. The same rule and words as the
// field's validation and the sync (rules/startingPrice.ts); once validation has the warning,
// WarningsInField shows it and this adds nothing.
import {useEffect, useState} from 'react'
import {useClient, useFormValue, type NumberFieldProps} from 'sanity'
import {todayOnPhuket} from '../../rules/content/content'
import {CHEAPEST_BIKE_QUERY, startingPriceRules, type CheapestBike} from '../../rules/content/startingPrice'
import {validationWarnings, WarningNote} from './WarningsInField'

export function StartingPriceField(props: NumberFieldProps) {
  const client = useClient({apiVersion: '2025-01-01'})
  const example = useFormValue(['exampleContent']) === true
  const [cheapest, setCheapest] = useState<CheapestBike | null>(null)
  useEffect(() => {
    let current = true
    client.fetch<CheapestBike | null>(CHEAPEST_BIKE_QUERY, {today: todayOnPhuket()}).then(
      (found) => current && setCheapest(found),
      () => undefined, // unreadable: the field's validation still says it once there is a draft
    )
    return () => {
      current = false
    }
  }, [client])
  const warning = startingPriceRules.cheapestBike(props.value, cheapest, example)
  if (!warning || validationWarnings(props).includes(warning)) return props.renderDefault(props)
  return (
    <div style={{display: 'grid', gap: 8}}>
      {props.renderDefault(props)}
      <WarningNote field={String(props.title ?? props.name)} message={warning} />
    </div>
  )
}
