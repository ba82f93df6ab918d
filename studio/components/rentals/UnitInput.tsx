// The rental's unit: a choice among the chosen bike's units, by the names the shop uses. Empty
// stands for the bike's first unit (rentals made before units), so it reads as that unit here.
import {useEffect, useState} from 'react'
import {Select, Text} from '@sanity/ui'
import {set, unset, useClient, useFormValue, type StringInputProps} from 'sanity'
import {unitsOf, type Unit} from '../../../rules/content/units'

const API_VERSION = '2025-01-01'

export function UnitInput(props: StringInputProps) {
  const bikeRef = (useFormValue(['bike']) as {_ref?: string} | undefined)?._ref
  const client = useClient({apiVersion: API_VERSION})
  // The units of the bike they were read for: another bike chosen reads as loading until its own arrive.
  const [read, setRead] = useState<{bike: string; units: readonly Unit[]} | null>(null)
  useEffect(() => {
    if (!bikeRef) return
    let current = true
    client
      .fetch<Unit[] | null>('*[_id == $bike][0].units[]{"key": _key, name, inService}', {bike: bikeRef})
      .then((found) => current && setRead({bike: bikeRef, units: unitsOf(found)}))
    return () => {
      current = false
    }
  }, [bikeRef, client])
  const units = read && read.bike === bikeRef ? read.units : null
  if (!bikeRef) return <Text size={1} muted>Choose the bike first.</Text>
  if (!units) return <Text size={1} muted>Loading the bike&apos;s units…</Text>
  if (units.length === 1 && units[0]?.key === '') return <Text size={1} muted>This bike has one unit.</Text>
  const chosen = props.value || units[0]?.key
  return (
    <Select
      id={props.id}
      value={chosen}
      readOnly={props.readOnly}
      onChange={(event) => props.onChange(event.currentTarget.value ? set(event.currentTarget.value) : unset())}
    >
      {!units.some((unit) => unit.key === chosen) && <option value={chosen}>A unit no longer in the bike&apos;s list</option>}
      {units.map((unit, i) => (
        <option key={unit.key} value={unit.key}>
          {`${unit.name || `Unit ${i + 1}`}${unit.inService === false ? ' (not in service)' : ''}`}
        </option>
      ))}
    </Select>
  )
}
