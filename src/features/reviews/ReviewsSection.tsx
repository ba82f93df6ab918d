// What riders said, as the owner copied it in the Studio: the shop's rating (saying what it is
// the average of) and the newest reviews, each in the language it was written in. Its own chunk
// (./Reviews.tsx); absent while the owner has no reviews.
import { Box, Container, Flex, Link, SimpleGrid, Text } from '@chakra-ui/react'
import { useIntl } from 'react-intl'
import { SectionHeading } from '../../components/ui/SectionHeading'
import { visit, visitMessages } from '../../content/visit'
import { formatRating } from '../../i18n/formatRating'
import { useT } from '../../shared/locale/useT'
import { ExtraMessages } from '../../shared/ExtraMessages'
import { sectionIds } from '../../shared/sections'
import { ReviewCard } from './ReviewCard'
import { Stars } from './Stars'
import { latestReviews, ratingSummary, type RatingSummary } from './summary'

export default function ReviewsSection() {
  const summary = ratingSummary(visit)
  if (!summary || visit.reviews.length === 0) return null
  return (
    <ExtraMessages messages={visitMessages}>
      <Box as="section" id={sectionIds.reviews} aria-labelledby="reviews-title" py={{ base: '16', md: '24' }} bg="white">
        <Container maxW="6xl" px={{ base: '4', md: '6' }}>
          <ReviewsHeading summary={summary} />
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={{ base: '4', md: '6' }}>
            {latestReviews(visit.reviews).map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </SimpleGrid>
        </Container>
      </Box>
    </ExtraMessages>
  )
}

function ReviewsHeading({ summary }: { summary: RatingSummary }) {
  const t = useT()
  const intl = useIntl()
  const rating = formatRating(intl, summary.rating)
  return (
    <>
      <SectionHeading id="reviews-title" title={t('visit.reviews.title')} subtitle={t('visit.reviews.subtitle')} />
      <Flex direction="column" align="center" gap="1.5" mt={{ base: '-4', md: '-6' }} mb={{ base: '8', md: '10' }} textAlign="center">
        <Flex align="center" gap="3">
          <Text as="span" fontSize="3xl" fontWeight="bold" color="gray.900" lineHeight="1">{rating}</Text>
          <Stars rating={summary.rating} label={t('visit.reviews.stars', { rating })} size="6" />
        </Flex>
        <Text color="gray.600" fontSize="sm" data-rating-basis={summary.basis}>
          {summary.basis === 'public'
            ? t('visit.reviews.ofPublic', { count: summary.count, source: summary.source })
            : t('visit.reviews.ofList', { count: summary.count })}
          {summary.basis === 'public' && (
            <>
              {' · '}
              <Link href={summary.url} target="_blank" rel="noopener noreferrer" color="sea.700" fontWeight="semibold" textDecoration="underline">
                {t('visit.reviews.readAll', { source: summary.source })}
              </Link>
            </>
          )}
        </Text>
      </Flex>
    </>
  )
}
