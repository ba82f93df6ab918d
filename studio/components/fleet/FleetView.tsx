// The fleet view: eight weeks from today (or from the day in the address), a row per unit grouped
// under its bike with the bike's free units per day, its rentals as blocks over the seasons and
// closed days. A block opens its rental; a free day starts a new rental of that unit from that day. The table scrolls sideways on a phone, the bikes' names
// staying in view.
import type {CSSProperties} from 'react'
import {Box, Card, Flex, Inline, Spinner, Stack, Text} from '@sanity/ui'
import {StateLink, useRouter} from 'sanity/router'
import {todayOnPhuket} from '../../../rules/content/content'
import {addDays, FLEET_DAYS, fleetDays, isDay, longDay} from './fleetModel'
import {FleetTable} from './FleetTable'
import {CLOSED_LOOK, SEASON_LOOK} from './looks'
import {useFleet} from './useFleet'

const PAGE_DAYS = 28

function Pager({first}: {first: string}) {
  // Blocks, so their padding takes room in the line: as inline links they reached up over the text above on a phone.
  const link = {display: 'inline-block', fontSize: 14, padding: '6px 10px', border: '1px solid var(--card-hairline-hard-color)', borderRadius: 4, color: 'inherit', textDecoration: 'none'}
  return (
    <Inline space={2}>
      <StateLink state={{from: addDays(first, -PAGE_DAYS)}} style={link}>
        ← 4 weeks
      </StateLink>
      <StateLink state={{}} style={link}>
        Today
      </StateLink>
      <StateLink state={{from: addDays(first, PAGE_DAYS)}} style={link}>
        4 weeks →
      </StateLink>
    </Inline>
  )
}

function Legend() {
  const chip = (style: CSSProperties, label: string) => (
    <Flex align="center" gap={1}>
      <span aria-hidden style={{display: 'inline-block', width: 14, height: 14, borderRadius: 3, ...style}} />
      <Text size={1}>{label}</Text>
    </Flex>
  )
  return (
    <Flex gap={3} wrap="wrap">
      {chip({background: '#1d5fc4'}, 'Rental')}
      {chip({background: '#5b5f66'}, 'Off the road')}
      {chip({background: '#fff8db', border: '2px dashed #b08800'}, 'Draft, not published')}
      {chip(SEASON_LOOK, 'Season')}
      {chip(CLOSED_LOOK, 'Shop closed')}
    </Flex>
  )
}

export default function FleetView() {
  const {state} = useRouter()
  const today = todayOnPhuket()
  const first = isDay(state.from) ? state.from : today
  const days = fleetDays(first)
  const last = days[FLEET_DAYS - 1]
  const {data, error} = useFleet(first, last)
  return (
    // Its padding inside its height: the Studio's window itself never scrolls, so its bar of tools stays in view.
    <Box padding={[2, 3, 4]} style={{height: '100%', boxSizing: 'border-box', overflow: 'auto'}}>
      <Stack space={4}>
        <Flex gap={3} wrap="wrap" align="center" justify="space-between">
          <Stack space={2}>
            <Text as="h1" size={3} weight="semibold">
              Fleet
            </Text>
            <Text size={1} muted>
              {longDay(first)} to {longDay(last)}. Tap a rental to open it, or a free day to start a rental of that unit. The number under a bike with several units is how many are free that day.
            </Text>
          </Stack>
          <Pager first={first} />
        </Flex>
        <Legend />
        {error && (
          <Card tone="critical" padding={3} radius={2} border>
            <Text size={1}>The rental book could not be read: {error}</Text>
          </Card>
        )}
        {!data && !error && (
          <Flex align="center" gap={2}>
            <Spinner muted />
            <Text size={1} muted>
              Reading the rental book…
            </Text>
          </Flex>
        )}
        {data && <FleetTable days={days} today={today} data={data} />}
      </Stack>
    </Box>
  )
}
