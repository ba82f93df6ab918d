// The rental's last day, and when the owner moves it later than the published one, what the added
// days cost by the website's prices and whether the unit is free on them (./extension.ts). When it
// is free, the extension's message to the customer with that price and the new last day, ready to
// send (./CustomerMessage.tsx) before the extension is published: the customer replies to confirm.
import {useEffect, useState} from 'react'
import {Card, Stack, Text} from '@sanity/ui'
import {useClient, useEditState, useFormValue, type StringInputProps} from 'sanity'
import {HOLDS_UNIT_FILTER} from '../../../rules/content/rentalStages'
import {unitOfRental, type Unit} from '../../../rules/content/units'
import type {Period} from '../../../rules/periods'
import type {Season} from '../../../rules/pricing/seasons'
import {shortDay} from '../fleet/fleetModel'
import {CustomerMessage} from './CustomerMessage'
import {extensionOf, type ExtensionBike} from './extension'

type Facts = {bike: (ExtensionBike & {units: Unit[] | null}) | null; seasons: Season[]; periods: Period[] | null; others: Array<{from: string; to: string; unit?: string | null}>}
const QUERY = `{
  "bike": *[_id == $bike][0]{ "id": slug.current, price, weekPrice, monthPrice, "units": units[]{ "key": _key, name, inService } },
  "seasons": *[_type == "season" && !(_id in path("drafts.**"))] | order(from asc) { "id": _id, name, from, to, percent, "bikePrices": coalesce(bikePrices[]{ "bike": bike->slug.current, price, weekPrice, monthPrice }, []) },
  "periods": *[_id == "siteSettings"][0].rentalPeriods[]{ id, days, months },
  "others": *[_type == "rental" && !(_id in path("drafts.**")) && ${HOLDS_UNIT_FILTER} && _id != $id && bike._ref == $bike && to >= $from]{ from, to, unit }
}`

export function ExtensionInput(props: StringInputProps) {
  const rental = useFormValue([]) as Record<string, unknown> | undefined
  const id = String(rental?._id ?? '').replace(/^drafts\./, '')
  const bikeRef = (rental?.bike as {_ref?: string} | undefined)?._ref
  const from = rental?.from
  const unit = rental?.unit as string | undefined
  // A unit off the road (rentalStage.ts hides the customer's fields for it) has nobody to write to.
  const toCustomer = rental?.kind !== 'offRoad'
  const bookedTo = useEditState(id, 'rental').published?.to
  const client = useClient({apiVersion: '2025-01-01'})
  const [facts, setFacts] = useState<Facts | null>(null)
  const extending = typeof bookedTo === 'string' && typeof props.value === 'string' && props.value > bookedTo
  useEffect(() => {
    if (!extending || !bikeRef || typeof bookedTo !== 'string') return
    let current = true
    client.fetch<Facts>(QUERY, {bike: bikeRef, id, from: bookedTo}).then((found) => current && setFacts(found))
    return () => {
      current = false
    }
  }, [client, extending, bikeRef, id, bookedTo])
  const units = facts?.bike?.units
  const mine = unitOfRental(unit, units)
  const extension = extending && facts
    ? extensionOf({bike: facts.bike, seasons: facts.seasons, periods: facts.periods ?? [], from, bookedTo, to: props.value, others: facts.others.filter((other) => unitOfRental(other.unit, units) === mine)})
    : {kind: 'none' as const}
  return (
    <Stack space={2}>
      {props.renderDefault(props)}
      {extension.kind === 'ok' && (
        <Card padding={3} radius={2} border tone={extension.unitFree ? 'positive' : 'critical'} data-testid="extension">
          <Stack space={3}>
            <Text size={1}>
              {`Extended by ${extension.days} day${extension.days === 1 ? '' : 's'} (${extension.from === extension.to ? shortDay(extension.from) : `${shortDay(extension.from)} to ${shortDay(extension.to)}`}): ${extension.extra.toLocaleString('en')} baht more by the website's prices (${extension.before.toLocaleString('en')} → ${extension.after.toLocaleString('en')} baht). `}
              {extension.unitFree ? 'The unit is free on those days.' : 'The unit is booked on some of those days: choose another unit or other days.'}
            </Text>
            {extension.unitFree && toCustomer && <CustomerMessage messageKey="extended" rental={{...rental, to: extension.to}} more={{addedDaysPrice: extension.extra}} />}
          </Stack>
        </Card>
      )}
    </Stack>
  )
}
