// The owner's page for the shop's e-mail's "Check this request" link (/check#<code>…): the request
// priced by the published rules, as the website would have written each line, and every line of
// the e-mail that says otherwise marked. For the shop, so in the shop's English as the e-mail is
// (the Studio and the e-mail are English). Loaded only on this path (app/routes): nothing of it is
// in the visitor's first load. Everything shown is text React escapes; nothing of the link becomes
// an address.
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { useEffect, useMemo } from 'react'
import { useSiteLocation } from '../../../shared/navigation/navigation'
import { languageFacts } from '../../../i18n/locales'
import { checkRequest, type CheckedLine, type RequestCheck } from './checkRequest'

const TITLE = 'Check this request'
const thb = (amount: number) => `${amount.toLocaleString('en-US')} THB`

function Refused({ problems }: { problems: string[] }) {
  return (
    <Box role="alert" data-verdict="refused" borderWidth="2px" borderColor="red.600" bg="red.50" borderRadius="md" p="4">
      <Text fontWeight="bold">The website never sends this request. Treat the e-mail as forged: confirm nothing and hand over no bike on its word.</Text>
      <Box as="ul" mt="2" ps="5" listStyleType="disc">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </Box>
    </Box>
  )
}

function Verdict({ check }: { check: Extract<RequestCheck, { kind: 'checked' }> }) {
  const differing = check.lines.filter((line) => line.differs).length
  if (!check.compared) {
    return (
      <Box role="status" data-verdict="not-compared" borderWidth="2px" borderColor="orange.500" bg="orange.50" borderRadius="md" p="4">
        <Text>{check.linesProblem ?? "This link carries none of the e-mail's lines: compare each line of the e-mail with the website's below yourself."}</Text>
      </Box>
    )
  }
  if (differing === 0) {
    return (
      <Box role="status" data-verdict="matches" borderWidth="2px" borderColor="green.600" bg="green.50" borderRadius="md" p="4">
        <Text>Every line of the e-mail checked here is what the website computes for this request. The customer&apos;s name, phone, notes and the other lines are still their own words.</Text>
      </Box>
    )
  }
  return (
    <Box role="alert" data-verdict="differs" borderWidth="2px" borderColor="red.600" bg="red.50" borderRadius="md" p="4">
      <Text fontWeight="bold">
        {differing === 1 ? '1 line' : `${differing} lines`} of the e-mail {differing === 1 ? 'differs' : 'differ'} from what the website computes: the website did not write {differing === 1 ? 'it' : 'them'}. Go by the website&apos;s lines below, and confirm the price with the customer.
      </Text>
    </Box>
  )
}

function Line({ line }: { line: CheckedLine }) {
  return (
    <Box as="li" data-line={line.key} data-differs={line.differs ? 'true' : 'false'} borderTopWidth="1px" borderColor="gray.200" py="3" bg={line.differs ? 'red.50' : undefined} px="2">
      <Text fontWeight="bold" color="gray.700">
        {line.label}
        {line.differs ? <Text as="span" color="red.700"> (differs from the e-mail)</Text> : null}
      </Text>
      {line.differs ? (
        <>
          <Text data-part="stated">
            The e-mail says: <Text as="span" textDecoration="line-through">{line.stated}</Text>
          </Text>
          <Text data-part="computed" whiteSpace="pre-line">
            By the website&apos;s prices: {line.computed || '(empty)'}
          </Text>
        </>
      ) : (
        <Text data-part="computed" whiteSpace="pre-line">
          {line.computed || '(empty)'}
        </Text>
      )}
    </Box>
  )
}

function Checked({ check }: { check: Extract<RequestCheck, { kind: 'checked' }> }) {
  const line = (key: CheckedLine['key']) => check.lines.find((candidate) => candidate.key === key)?.computed ?? ''
  const days = [line('start_date'), line('end_date')].filter(Boolean).join(' to ')
  const facts: Array<[string, string]> = [
    ['Reference', check.reference],
    ['Bike', line('selected_bike') || 'none'],
    ['Days', days || line('rental_period') || 'none given'],
    ['Total', check.total ? `${check.total.upTo ? 'up to ' : ''}${thb(check.total.amount)}` : 'not priced: no dates or rental period'],
    ['Prepayment the website asks', check.prepayment === null ? 'none' : thb(check.prepayment)],
    ['Customer\'s language', check.language ? languageFacts(check.language).englishName : 'not in this link (its e-mail was sent before the link carried it)'],
  ]
  return (
    <Stack gap="5">
      <Verdict check={check} />
      <Box as="dl" display="grid" gridTemplateColumns={{ base: '1fr', sm: 'max-content 1fr' }} columnGap="4" rowGap="1" data-part="summary">
        {facts.map(([term, value]) => (
          <Box key={term} display="contents">
            <Text as="dt" color="gray.600">{term}</Text>
            <Text as="dd" fontWeight="bold">{value}</Text>
          </Box>
        ))}
      </Box>
      <Box as="ul" listStyleType="none" aria-label="The e-mail's lines">
        {check.lines.map((checked) => (
          <Line key={checked.key} line={checked} />
        ))}
      </Box>
    </Stack>
  )
}

export default function CheckPage() {
  const { hash } = useSiteLocation()
  const check = useMemo(() => checkRequest(hash), [hash])
  useEffect(() => {
    document.title = TITLE
  }, [])
  return (
    <Container as="main" maxW="3xl" py="8" px="4" lang="en">
      <Stack gap="4">
        <Heading as="h1" fontSize="2xl">{TITLE}</Heading>
        <Text color="gray.700">
          Every line of a booking e-mail is the sender&apos;s words: anyone who has the website&apos;s public e-mail key can send one in your e-mail&apos;s layout. This page
          prices the request this e-mail&apos;s links carry by the prices, extras, cover levels, delivery areas and prepayment your website publishes now, and marks
          each line of the e-mail that says otherwise. A price you changed since the e-mail was sent is marked too.
        </Text>
        {check.kind === 'refused' ? <Refused problems={check.problems} /> : <Checked check={check} />}
      </Stack>
    </Container>
  )
}
