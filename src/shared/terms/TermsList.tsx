// The rental terms as questions and answers: native <details>, so a question opens with or without
// the app's script (the page's section is readable before hydration) and keyboards and screen
// readers get the browser's own disclosure behaviour.
import { Box, Stack, Text, chakra } from '@chakra-ui/react'
import { localize } from '../../content'
import type { RentalTerm } from '../../content/terms'
import type { Locale } from '../../i18n/locales'

const Details = chakra('details')
const Summary = chakra('summary')

/** The HTML id of a term's <details>, e.g. for a link to one answer. */
export const termAnchor = (index: number) => `term-${index + 1}`

/** `openId`: the id of a term shown open, e.g. the one a link asked for. */
export function TermsList({ terms, locale, openId }: { terms: readonly RentalTerm[]; locale: Locale; openId?: string }) {
  return (
    <Stack gap="3">
      {terms.map((term, index) => (
        <Details
          key={term.id}
          id={termAnchor(index)}
          open={term.id === openId || undefined}
          bg="white"
          borderWidth="1px"
          borderColor="gray.200"
          borderRadius="lg"
          css={{ '&[open] > summary::after': { transform: 'rotate(225deg)', marginTop: '0.3em' } }}
        >
          <Summary
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap="3"
            minH="12"
            px={{ base: '4', md: '5' }}
            py="3"
            cursor="pointer"
            fontWeight="semibold"
            color="gray.900"
            listStyle="none"
            borderRadius="lg"
            _focusVisible={{ outline: '2px solid', outlineColor: 'sea.600', outlineOffset: '2px' }}
            css={{
              '&::-webkit-details-marker': { display: 'none' },
              // A chevron drawn in CSS: no icon component, no script.
              '&::after': {
                content: '""',
                flexShrink: 0,
                width: '0.6em',
                height: '0.6em',
                borderRight: '2px solid currentColor',
                borderBottom: '2px solid currentColor',
                transform: 'rotate(45deg)',
                marginTop: '-0.3em',
                transition: 'transform 0.15s',
              },
            }}
          >
            {localize(term.question, locale)}
          </Summary>
          <Box px={{ base: '4', md: '5' }} pb="4">
            <Text color="gray.700" lineHeight="1.7" whiteSpace="pre-line">
              {localize(term.answer, locale)}
            </Text>
          </Box>
        </Details>
      ))}
    </Stack>
  )
}
