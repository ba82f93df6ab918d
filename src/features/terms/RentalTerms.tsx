// Rental terms: deposit, documents, insurance, damage, fuel, delivery, late return, payment, as the
// owner wrote them in the Studio. The prerendered page carries them (and their FAQPage JSON-LD) in
// its language; the browser keeps that HTML as it is and loads the terms, and the code that lists
// them (TermsBody), only to render another language, so the section costs the first load no
// content bytes and little code.
import { createElement, useEffect, useRef, useSyncExternalStore } from 'react'
import { Box, Container } from '@chakra-ui/react'
import { SectionHeading } from '../../components/ui/SectionHeading'
import { loadTerms } from '../../content/terms'
import { useT } from '../../shared/locale/useT'
import { sectionIds } from '../../shared/sections'
import { useRentalTerms } from '../../shared/terms/useRentalTerms'
import { deferredIsland } from '../../lib/deferredIsland'

// An island for its loading (the prerender and a language switch wait for every island), though
// the section shows the kept HTML until the terms have arrived too, not as the visitor nears it.
const termsBody = deferredIsland('rental terms', () => import('./TermsBody'))

export function RentalTerms() {
  const t = useT()
  const terms = useRentalTerms()
  const body = useSyncExternalStore(termsBody.subscribe, termsBody.get, termsBody.get)
  return (
    // Not skipped while offscreen (skipWhileOffscreen): a placeholder height above #contact would
    // move that jump target.
    <Box as="section" id={sectionIds.terms} aria-labelledby="terms-title" py={{ base: '16', md: '24' }} bg="gray.50">
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <SectionHeading id="terms-title" title={t('terms.title')} subtitle={t('terms.subtitle')} />
        {terms && body ? (
          <div data-terms="">{createElement(body)}</div>
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
    if (island.current?.firstElementChild) return
    const report = (error: unknown) => console.error('Could not load the rental terms', error)
    void loadTerms().catch(report)
    void termsBody.load().catch(report)
  }, [])
  return <div data-terms="" ref={island} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
}
