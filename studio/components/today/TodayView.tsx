// Today: the owner's first screen, made for a phone held between deliveries. One column of lists
// (./todayModel.ts): today's handovers, the returns due and overdue, tomorrow's, and the requests
// waiting for a prepayment. Each line is a big link to its rental, where one tap moves its stage on.
import {useEffect, useState, type ReactNode} from 'react'
import {Badge, Box, Card, Flex, Spinner, Stack, Text} from '@sanity/ui'
import {IntentLink} from 'sanity/router'
import {STAGE_TITLES} from '../../../rules/content/rentalStages'
import {longDay, shortDay} from '../fleet/fleetModel'
import {todayLists, waited, type TodayLine} from './todayModel'
import {useToday} from './useToday'

const baht = (amount: number) => `${amount.toLocaleString('en')} baht`
const late = (days: number, what: string) => `${what} ${days} day${days === 1 ? '' : 's'} ago`

/** What is still to take at a handover: the rest of the rental and the deposit. */
function toTake(line: TodayLine): string {
  const parts = [line.rest !== null ? `${baht(line.rest)} rest of the rental` : null, line.deposit ? `${baht(line.deposit)} deposit` : null].filter(Boolean)
  return parts.length ? `To take: ${parts.join(' + ')}` : 'Nothing written to take (no price or deposit)'
}

type Kind = 'handover' | 'return' | 'waiting'

function Line({line, kind}: {line: TodayLine; kind: Kind}) {
  const head = kind === 'waiting' ? `Waiting ${waited(line.hoursWaiting)}` : kind === 'return' ? `Back by ${line.time ?? '(no time)'}` : line.time ?? 'No time set'
  const who = [line.customer, line.reference].filter(Boolean).join(' · ') || 'No name written'
  const lines = [
    kind === 'waiting' ? `${shortDay(line.from)} to ${shortDay(line.to)}` : line.place ?? 'Place not set',
    kind === 'handover' ? toTake(line) : kind === 'return' ? (line.deposit ? `Give back: ${baht(line.deposit)} deposit` : 'No deposit written') : null,
    line.daysLate > 0 ? (kind === 'return' ? late(line.daysLate, 'Overdue: due back') : late(line.daysLate, 'Not marked out: due')) : null,
  ].filter((text): text is string => text !== null)
  return (
    <IntentLink intent="edit" params={{id: line.id, type: 'rental'}} style={{display: 'block', color: 'inherit', textDecoration: 'none'}}
      aria-label={`${head}: ${line.bike}, ${who}`}>
      <Card padding={3} radius={2} border tone={line.daysLate > 0 ? 'caution' : 'default'}>
        <Stack space={2}>
          <Flex justify="space-between" align="center" gap={2}>
            <Text size={2} weight="semibold">{head} · {line.bike}</Text>
            <Badge>{STAGE_TITLES[line.stage]}</Badge>
          </Flex>
          <Text size={2}>{who}</Text>
          {lines.map((text) => (
            <Text key={text} size={1} muted={!text.startsWith('Overdue') && !text.startsWith('Not marked')}>{text}</Text>
          ))}
        </Stack>
      </Card>
    </IntentLink>
  )
}

function Section({title, lines, kind, empty}: {title: string; lines: TodayLine[]; kind: Kind; empty: string}) {
  return (
    <Stack space={2} as="section" aria-label={title}>
      <Text as="h2" size={2} weight="semibold">{title} ({lines.length})</Text>
      {lines.length ? lines.map((line) => <Line key={line.id} line={line} kind={kind} />) : <Text size={1} muted>{empty}</Text>}
    </Stack>
  )
}

/** The clock, moved on each minute: the waiting hours grow, and the day turns at Phuket's midnight. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

function Frame({children}: {children: ReactNode}) {
  // Its padding inside its height: the Studio's window never scrolls, so its bar of tools stays in view.
  return (
    <Box padding={[2, 3, 4]} style={{height: '100%', boxSizing: 'border-box', overflow: 'auto'}}>
      <Box style={{maxWidth: 640}}>
        <Stack space={5}>{children}</Stack>
      </Box>
    </Box>
  )
}

export default function TodayView() {
  const now = useNow()
  const lists = todayLists([], now)
  const {data, error} = useToday(lists.today)
  const day = data ? todayLists(data, now) : lists
  return (
    <Frame>
      <Stack space={2}>
        <Text as="h1" size={3} weight="semibold">Today, {longDay(day.today)}</Text>
        <Text size={1} muted>Tap a line to open its rental and move its stage on.</Text>
      </Stack>
      {error && (
        <Card tone="critical" padding={3} radius={2} border>
          <Text size={1}>The rental book could not be read: {error}</Text>
        </Card>
      )}
      {!data && !error ? (
        <Flex align="center" gap={2}>
          <Spinner muted />
          <Text size={1} muted>Reading the rental book…</Text>
        </Flex>
      ) : (
        <>
          <Section title="Handovers today" lines={day.handoversToday} kind="handover" empty="No bike goes out today." />
          <Section title="Overdue returns" lines={day.overdue} kind="return" empty="No bike is overdue." />
          <Section title="Returns today" lines={day.returnsToday} kind="return" empty="No bike comes back today." />
          <Section title={`Handovers tomorrow, ${shortDay(day.tomorrow)}`} lines={day.handoversTomorrow} kind="handover" empty="No bike goes out tomorrow." />
          <Section title={`Returns tomorrow, ${shortDay(day.tomorrow)}`} lines={day.returnsTomorrow} kind="return" empty="No bike comes back tomorrow." />
          <Section title="Requests waiting for a prepayment" lines={day.waiting} kind="waiting" empty="No request is waiting." />
        </>
      )}
    </Frame>
  )
}
