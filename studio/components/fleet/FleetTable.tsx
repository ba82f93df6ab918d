// The fleet as a table: a column per day, rows per bike and unit (FleetRows.tsx), over the
// seasons and closed days.
import {useState, type CSSProperties} from 'react'
import {currentRentals, dayOfMonth, longDay, monthName, seasonBands, spanOn, weekdayLetter} from './fleetModel'
import {FleetRows} from './FleetRows'
import {fleetGroup} from './fleetUnits'
import {CLOSED_LOOK, DAY_WIDTH, NAME_WIDTH, SEASON_LOOK, TODAY_EDGE} from './looks'
import type {FleetData} from './useFleet'

type Props = {days: string[]; today: string; data: FleetData}

// The bike's name in two short lines at most ("Kawasaki Ninja 400"), so the days keep the width.
const sticky: CSSProperties = {position: 'sticky', left: 0, zIndex: 1, background: 'var(--card-bg-color)', textAlign: 'left', padding: '0 8px', fontSize: 12, lineHeight: 1.2, overflow: 'hidden', overflowWrap: 'anywhere', borderRight: '1px solid var(--card-hairline-hard-color)'}
const cell: CSSProperties = {padding: 0, borderBottom: '1px solid var(--card-hairline-hard-color)'}
const hidden: CSSProperties = {position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap'}

// Hover and focus cannot be inline styles: one small rule for the free days' links.
const RULES = '.fleet-free{display:block;height:100%;color:transparent;text-align:center;line-height:43px;text-decoration:none;font-size:18px}' +
  '.fleet-free:hover,.fleet-free:focus-visible{color:inherit;background:rgba(34,118,252,.15);outline:2px solid #2276fc;outline-offset:-2px}'

function months(days: string[]) {
  const out: Array<{name: string; span: number}> = []
  for (const day of days) {
    const name = monthName(day)
    if (out.at(-1)?.name === name) out[out.length - 1].span++
    else out.push({name, span: 1})
  }
  return out
}

/** A phone: the groups of units start folded. */
const narrow = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 600px)').matches === true

export function FleetTable({days, today, data}: Props) {
  const rentals = currentRentals(data.rentals)
  const [folded, setFolded] = useState<Record<string, boolean>>({})
  const [foldedAtFirst] = useState(narrow)
  const bands = seasonBands(days, data.seasons)
  const seasonRow: Array<{name: string | null; span: number}> = []
  let column = 0
  for (const band of bands.sort((a, b) => a.column - b.column)) {
    if (band.column > column) seasonRow.push({name: null, span: band.column - column})
    seasonRow.push({name: band.name, span: band.span})
    column = band.column + band.span
  }
  if (column < days.length) seasonRow.push({name: null, span: days.length - column})
  const dayLook = (day: string): CSSProperties => ({
    ...(spanOn(day, data.closedDays) ? CLOSED_LOOK : spanOn(day, data.seasons) ? SEASON_LOOK : {}),
    ...(day === today ? TODAY_EDGE : {}),
  })

  if (data.bikes.length === 0) return <p>No published bikes yet: publish a bike first.</p>
  return (
    <div style={{overflowX: 'auto', WebkitOverflowScrolling: 'touch'}} data-testid="fleet">
      <style>{RULES}</style>
      <table style={{borderCollapse: 'separate', borderSpacing: 0, tableLayout: 'fixed', width: NAME_WIDTH + days.length * DAY_WIDTH}}>
        <caption style={hidden}>Rentals by bike and day, {longDay(days[0])} to {longDay(days[days.length - 1])}</caption>
        <colgroup>
          <col style={{width: NAME_WIDTH}} />
          {days.map((day) => <col key={day} style={{width: DAY_WIDTH}} />)}
        </colgroup>
        <thead>
          <tr>
            <th style={{...sticky, fontWeight: 600, fontSize: 13}} scope="col">Bike</th>
            {months(days).map((month) => (
              <th key={month.name} colSpan={month.span} scope="colgroup" style={{textAlign: 'left', fontSize: 13, padding: '4px 6px', whiteSpace: 'nowrap', overflow: 'hidden'}}>{month.name}</th>
            ))}
          </tr>
          <tr>
            <td style={sticky} />
            {days.map((day) => {
              const closed = spanOn(day, data.closedDays)
              return (
                <th key={day} scope="col" aria-label={`${longDay(day)}${closed ? `, shop closed: ${closed.name}` : ''}`} title={closed ? `Closed: ${closed.name}` : longDay(day)}
                  style={{...dayLook(day), fontSize: 11, fontWeight: day === today ? 700 : 400, padding: '2px 0', textAlign: 'center', lineHeight: 1.3}}>
                  <span aria-hidden>{weekdayLetter(day)}<br />{dayOfMonth(day)}</span>
                </th>
              )
            })}
          </tr>
          <tr>
            <th style={{...sticky, fontWeight: 400}} scope="row">Seasons</th>
            {seasonRow.map((band, i) => (
              <td key={i} colSpan={band.span} style={{...(band.name ? SEASON_LOOK : {}), fontSize: 11, padding: '2px 6px', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis'}}>
                {band.name ?? ''}
              </td>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.bikes.map((bike) => (
            <FleetRows key={bike.id} days={days} group={fleetGroup(bike, rentals)} dayLook={dayLook} sticky={sticky} cell={cell}
              folded={folded[bike.id] ?? foldedAtFirst} onFold={() => setFolded((now) => ({...now, [bike.id]: !(now[bike.id] ?? foldedAtFirst)}))} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
