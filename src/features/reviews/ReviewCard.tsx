// One review: its stars, the words in the language they were written in (marked as such, and as
// `lang` for screen readers and fonts), who wrote it, from where, when, and where it was posted.
import { Box, Card, Link, Text } from '@chakra-ui/react'
import { useIntl } from 'react-intl'
import type { Review } from '../../content/visit'
import { useT } from '../../shared/locale/useT'
import { dateLocale, isLocale, defaultLocale } from '../../i18n/locales'
import type { MessageKey } from '../../content'
import { Stars } from './Stars'
import { displayName } from './summary'

const sourceLabels: Record<Review['source'], MessageKey> = {
  google: 'visit.reviews.source.google',
  tripadvisor: 'visit.reviews.source.tripadvisor',
  facebook: 'visit.reviews.source.facebook',
  'in-person': 'visit.reviews.source.inPerson',
}

export function ReviewCard({ review }: { review: Review }) {
  const t = useT()
  const intl = useIntl()
  // A review's date is a calendar day, not an instant: read and shown in UTC, it never shifts a day.
  // In the language's calendar (Thai: Buddhist era), as every date a visitor reads.
  const locale = isLocale(intl.locale) ? intl.locale : defaultLocale
  const date = new Intl.DateTimeFormat(dateLocale(locale), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${review.date}T00:00:00Z`))
  const who = [review.author, review.country && displayName(review.country, 'region', intl.locale)].filter(Boolean).join(', ')
  const source = t(sourceLabels[review.source])
  return (
    <Card.Root as="li" borderRadius="2xl" borderWidth="1px" borderColor="gray.200" bg="gray.50" h="full">
      <Card.Body gap="3" p="6">
        <Stars rating={review.rating} label={t('visit.reviews.stars', { rating: intl.formatNumber(review.rating) })} />
        <Box as="blockquote" lang={review.language} color="gray.800" whiteSpace="pre-line" overflowWrap="anywhere">
          {review.text}
        </Box>
        <Text fontSize="sm" color="gray.500">{t('visit.reviews.writtenIn', { language: displayName(review.language, 'language', intl.locale) })}</Text>
        <Box as="footer" mt="auto" fontSize="sm" color="gray.700">
          <Text fontWeight="semibold" color="gray.900">{who}</Text>
          <Text>
            <time dateTime={review.date}>{date}</time>
            {' · '}
            {review.url ? (
              <Link href={review.url} target="_blank" rel="noopener noreferrer" color="sea.700" textDecoration="underline">{source}</Link>
            ) : (
              source
            )}
          </Text>
        </Box>
      </Card.Body>
    </Card.Root>
  )
}
