// The extras and the cover in the booking form, phone first and no step for a plain booking: what
// comes free is said in two lines, and one button shows the choices (the cover levels, each with its
// price and excess, then a count per extra that fits the chosen bike, each with its price).
// An extra the new bike cannot take (a top box on a sports bike) is taken off when the bike changes,
// with a line that says so.
import { memo, useEffect, useRef, useState } from 'react'
import { Box, Button, Field, Flex, Stack, Text } from '@chakra-ui/react'
import { findBike, localize } from '../../../content'
import { extrasContent, type Extra } from '../../../content/extras'
import { SelectBox } from '../fields/SelectField'
import type { BookingField, BookingValues } from '../model'
import { useVisitorLanguage } from '../useVisitorLanguage'
import { bookableExtras, chosenCover, keepFitting, parseExtras, unfitExtras, withExtraCount } from '../../../../rules/extras/choices'
import { CoverChoice } from './CoverChoice'
import { IncludedNote } from './IncludedNote'
import { extraPriceText, listText } from './visitorText'
import { Approximate } from '../../../shared/currency/Approximate'

type Props = { values: BookingValues; setField: (field: BookingField, value: string) => void }

const counts = (max: number) => Array.from({ length: max + 1 }, (_, count) => count)

/** The extras taken off at the last bike change, and that bike; null when none were. */
type Dropped = { bike: string; extras: Extra[] } | null

function useDropUnfit({ values, setField }: Props): Dropped {
  const [dropped, setDropped] = useState<Dropped>(null)
  const seenBike = useRef<string | null>(null)
  useEffect(() => {
    // Only a bike change (or the draft the form opened with) can leave an extra that does not fit.
    if (seenBike.current === values.bike) return
    seenBike.current = values.bike
    const unfit = unfitExtras(values.extras, extrasContent.extras, values.bike)
    setDropped(unfit.length ? { bike: values.bike, extras: unfit } : null)
    if (unfit.length) setField('extras', keepFitting(values.extras, extrasContent.extras, values.bike))
  }, [values.bike, values.extras, setField])
  return dropped
}

export const ExtrasPicker = memo(function ExtrasPicker({ values, setField }: Props) {
  const language = useVisitorLanguage()
  const { t, locale } = language
  const dropped = useDropUnfit({ values, setField })
  const [asked, setAsked] = useState(false)
  const offered = bookableExtras(extrasContent.extras, values.bike)
  const levels = extrasContent.coverLevels
  if (offered.length === 0 && levels.length < 2) return <Box mt="4"><IncludedNote bike={values.bike} /></Box>
  const chosen = parseExtras(values.extras)
  const cover = chosenCover(values.cover, levels)
  // Open once asked, and whenever the booking holds a choice (a restored draft).
  const open = asked || values.extras !== '' || (cover !== undefined && !cover.isDefault)
  return (
    <Box as="section" aria-labelledby="booking-extras-title" mt="4" display="flex" flexDirection="column" gap="2">
      <Text id="booking-extras-title" fontWeight="semibold">{t('booking.extras.title')}</Text>
      <IncludedNote bike={values.bike} withCover={!open} />
      <Box aria-live="polite">
        {dropped && (
          <Text textStyle="sm" color="orange.800">
            {t('booking.extras.dropped', { bike: findBike(dropped.bike)?.name ?? dropped.bike, items: listText(dropped.extras.map((extra) => localize(extra.name, locale)), locale) })}
          </Text>
        )}
      </Box>
      {!open && (
        // Wraps rather than run off a phone's screen: Russian says it in 40 letters.
        <Button type="button" variant="outline" colorPalette="sea" size="sm" alignSelf="flex-start" maxW="full" h="auto" minH="8" py="1.5" whiteSpace="normal" textAlign="start"
          aria-expanded={false} onClick={() => setAsked(true)}
        >
          {t('booking.extras.open')}
        </Button>
      )}
      {open && (
        <Stack gap="3">
          {levels.length > 1 && cover && (
            <CoverChoice levels={levels} chosen={cover.id} onChoose={(level) => setField('cover', level.isDefault ? '' : level.id)} />
          )}
          {offered.map((extra) => (
            <Field.Root key={extra.id}>
              <Flex width="full" align="center" gap="3">
                <Box flex="1" minWidth="0">
                  <Field.Label>{localize(extra.name, locale)}</Field.Label>
                  <Text textStyle="xs" color="fg.muted">{extraPriceText(extra, language)}</Text>
                  <Approximate baht={extra.price} textStyle="xs" />
                </Box>
                <SelectBox name={`extra-${extra.id}`} width="20" value={String(chosen.get(extra.id) ?? 0)}
                  onChange={(count) => setField('extras', withExtraCount(values.extras, extra.id, Number(count), extrasContent.extras))}>
                  {counts(extra.maxPerBooking).map((count) => <option key={count} value={count}>{count}</option>)}
                </SelectBox>
              </Flex>
            </Field.Root>
          ))}
        </Stack>
      )}
    </Box>
  )
})
