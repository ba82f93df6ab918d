// Rental terms: deposit, documents, insurance, damage, fuel, delivery, late return, payment, as the
// owner wrote them in the Studio. The prerendered page carries them (and their FAQPage JSON-LD) in
// its language; the browser keeps that HTML as it is and loads the terms only to render another
// language, so the section costs the first load no content bytes.
import { useEffect, useRef } from 'react'
import { Box, Container } from '@chakra-ui/react'
import { SectionHeading } from '../../components/ui/SectionHeading'
import { loadTerms } from '../../content/terms'
import { useLocale } from '../../shared/locale/LocaleContext'
import { useT } from '../../shared/locale/useT'
import { sectionIds } from '../../shared/sections'
import { TermsList } from '../../shared/terms/TermsList'
import { useRentalTerms } from '../../shared/terms/useRentalTerms'
import { jsonInScript } from '../../lib/jsonInScript'
import { faqJsonLd } from './faqJsonLd'

export function RentalTerms() {
  const t = useT()
  const { locale } = useLocale()
  const terms = useRentalTerms()
  return (
    // Not skipped while offscreen (skipWhileOffscreen): a placeholder height above #contact would
    // move that jump target.
    <Box as="section" id={sectionIds.terms} aria-labelledby="terms-title" py={{ base: '16', md: '24' }} bg="gray.50">
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <SectionHeading id="terms-title" title={t('terms.title')} subtitle={t('terms.subtitle')} />
        {terms ? (
          <div data-terms="">
            <TermsList terms={terms} locale={locale} />
            {import.meta.env.SSR && (
              <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonInScript(faqJsonLd(terms, locale)) }} />
            )}
          </div>
        ) : (
          <PrerenderedTerms />
        )}
      </Container>
    </Box>
  )
}

/**
 * The terms as the prerender wrote them. React leaves the content of an element rendered with
 * dangerouslySetInnerHTML alone while it hydrates, so the HTML stays exactly as it arrived; the
 * mismatch is the point, hence suppressHydrationWarning. Rendered from scratch (no prerendered
 * HTML to keep), it loads the terms, and the section renders them once they arrive.
 */
function PrerenderedTerms() {
  const island = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!island.current?.firstElementChild) void loadTerms().catch((error: unknown) => console.error('Could not load the rental terms', error))
  }, [])
  return <div data-terms="" ref={island} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
}
