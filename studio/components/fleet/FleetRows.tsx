// One bike's rows in the fleet view. A bike with one unit is one row, as a big bike in the yard
// is; a bike with several units (six PCX) is a group: a heading row with the model's free units
// on each day, then a row per unit in service under its own name. The group folds to its heading
// (folded at first on a phone, where eight weeks of six rows would bury the big bikes). A rental
// is one cell spanning its days (a link to it); a free day of a unit is a cell starting a rental of
// that unit from that day (the filled-in rental template, as the booking e-mail's link uses it).
import type {CSSProperties} from 'react'
import {IntentLink} from 'sanity/router'
import {RENTAL_TEMPLATE_ID} from '../../../rules/content/rentals'
import {STAGE_TITLES, stageOf} from '../../../rules/content/rentalStages'
import {longDay, rowParts, shortDay, type FleetRental, type RowPart} from './fleetModel'
import {freeOn, type FleetGroup, type FleetUnitRow} from './fleetUnits'
import {ROW_HEIGHT} from './looks'

type Current = FleetRental & {draft: boolean}
type Props = {days: string[]; group: FleetGroup<Current>; folded: boolean; onFold: () => void; dayLook: (day: string) => CSSProperties; sticky: CSSProperties; cell: CSSProperties}

function RentalCell({part, label}: {part: Extract<RowPart, {kind: 'rental'}>; label: string}) {
  const {rental, span, startsBefore, endsAfter} = part
  const why = rental.offRoad ? (rental.reason ? `, ${rental.reason}` : '') : rental.reference ? `, ${rental.reference}` : ''
  // The stage leads the block's text: a request not yet paid reads apart from a bike out at a glance.
  const stage = rental.offRoad ? '' : STAGE_TITLES[stageOf(rental)]
  const said = `${label}: ${rental.offRoad ? 'off the road' : 'rented'} ${shortDay(rental.from)} to ${shortDay(rental.to)}${why}${stage ? `, ${stage.toLowerCase()}` : ''}${rental.draft ? ' (draft, not published)' : ''}`
  const look: CSSProperties = rental.draft
    ? {background: '#fff8db', color: '#4d3a00', border: '2px dashed #b08800'}
    : rental.offRoad
      ? {background: '#5b5f66', color: '#ffffff', border: '2px solid #5b5f66'}
      : {background: '#1d5fc4', color: '#ffffff', border: '2px solid #1d5fc4'}
  const text = rental.offRoad ? rental.reason || 'Off the road' : `${stage}${rental.reference ? ` · ${rental.reference}` : ''}${rental.draft ? ' (draft)' : ''}`
  return (
    <td colSpan={span} style={{padding: 3, borderBottom: '1px solid var(--card-hairline-hard-color)'}}>
      <IntentLink intent="edit" params={{id: rental._id, type: 'rental'}} aria-label={said} title={said}
        style={{...look, boxSizing: 'border-box', display: 'block', height: ROW_HEIGHT - 8, lineHeight: `${ROW_HEIGHT - 12}px`, borderRadius: 6, padding: '0 6px', fontSize: 12, textDecoration: 'none', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap'}}>
        {startsBefore ? '◂ ' : ''}{text}{endsAfter ? ' ▸' : ''}
      </IntentLink>
    </td>
  )
}

function UnitRow({days, group, row, name, dayLook, sticky, cell}: Omit<Props, 'folded' | 'onFold'> & {row: FleetUnitRow<Current>; name: string}) {
  const unit = row.key ? {unit: row.key} : {}
  return (
    <tr style={{height: ROW_HEIGHT}}>
      <th scope="row" style={{...sticky, ...cell, fontWeight: group.grouped ? 400 : 600, paddingLeft: group.grouped ? 16 : 8}} title={row.label}>{name}</th>
      {rowParts(days, row.rentals).map((part) =>
        part.kind === 'rental' ? (
          <RentalCell key={`r${part.column}`} part={part} label={row.label} />
        ) : (
          <td key={part.day} style={{...cell, ...dayLook(part.day)}}>
            <IntentLink className="fleet-free" intent="create" params={[{type: 'rental', template: RENTAL_TEMPLATE_ID}, {bike: group.bike.slug, from: part.day, ...unit}]}
              aria-label={`New rental: ${row.label} from ${longDay(part.day)}`} title={`New rental: ${row.label} from ${longDay(part.day)}`}>
              +
            </IntentLink>
          </td>
        ),
      )}
    </tr>
  )
}

export function FleetRows(props: Props) {
  const {days, group, folded, onFold, dayLook, sticky, cell} = props
  if (!group.grouped) return group.rows.map((row) => <UnitRow key={row.key || 'only'} {...props} row={row} name={group.bike.name} />)
  const total = group.rows.length
  return (
    <>
      <tr style={{height: ROW_HEIGHT}}>
        <th scope="rowgroup" style={{...sticky, ...cell, fontWeight: 600, padding: 0}}>
          <button type="button" aria-expanded={!folded} onClick={onFold} title={`${folded ? 'Show' : 'Hide'} the units of ${group.bike.name}`}
            style={{all: 'unset', cursor: 'pointer', display: 'block', width: '100%', height: '100%', boxSizing: 'border-box', padding: '0 8px'}}>
            <span aria-hidden>{folded ? '▸ ' : '▾ '}</span>{group.bike.name}
          </button>
        </th>
        {days.map((day) => {
          const free = freeOn(group, day)
          return (
            <td key={day} aria-label={`${group.bike.name}: ${free} of ${total} free on ${longDay(day)}`} title={`${free} of ${total} free`}
              style={{...cell, ...dayLook(day), textAlign: 'center', fontSize: 12, fontWeight: 600, color: free === 0 ? '#c4293d' : 'inherit'}}>
              {free}
            </td>
          )
        })}
      </tr>
      {!folded && group.rows.map((row) => <UnitRow key={row.key} {...props} row={row} name={row.name} />)}
    </>
  )
}
