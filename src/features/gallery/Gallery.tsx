// The bike catalogue: the first few bikes (galleryInitialCount, 3) and a toggle to all of them.
import { Box, Container, SimpleGrid } from '@chakra-ui/react'
import { useLayoutEffect, useRef, useState } from 'react'
import { sectionIds } from '../../shared/sections'
import { SectionHeading } from '../../components/ui/SectionHeading'
import { bikes, settings } from '../../content'
import { useT } from '../../shared/locale/useT'
import { BikeCard } from './BikeCard'
import { CurrencyPicker } from '../../shared/currency/CurrencyPicker'
import { GalleryToggle } from './GalleryToggle'

const gridId = 'gallery-bikes'

export function Gallery() {
  const t = useT()
  const [expanded, setExpanded] = useState(false)
  const sectionRef = useRef<HTMLElement>(null)
  const shown = expanded ? bikes : bikes.slice(0, settings.galleryInitialCount)

  const collapsing = useRef(false)
  const toggle = () => {
    collapsing.current = expanded
    setExpanded(!expanded)
  }

  // After "Show Less" the page shrinks under the visitor: bring the gallery's top back into view,
  // once the list has collapsed (measured before, the target moves while the page smooth-scrolls,
  // and Firefox and WebKit then land in Contact or at the top). Instantly: what the visitor was
  // reading is gone, and a smooth scroll from the clamped end of the page would cross the contact section.
  useLayoutEffect(() => {
    if (!collapsing.current) return
    collapsing.current = false
    const section = sectionRef.current
    if (section && section.getBoundingClientRect().top < 0) section.scrollIntoView({ block: 'start', behavior: 'instant' })
  }, [expanded])

  return (
    <Box as="section" ref={sectionRef} id={sectionIds.gallery} aria-labelledby="gallery-title" bg="gray.50"
      py={{ base: '16', md: '24' }}
    >
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <SectionHeading id="gallery-title" title={t('gallery.title')} subtitle={t('gallery.subtitle')} />
        <CurrencyPicker />
        <SimpleGrid as="ul" id={gridId} listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap={{ base: '5', md: '8' }}>
          {shown.map((bike) => (
            <li key={bike.id}>
              <BikeCard bike={bike} />
            </li>
          ))}
        </SimpleGrid>
        {bikes.length > settings.galleryInitialCount && (
          <GalleryToggle expanded={expanded} controls={gridId} onToggle={toggle} />
        )}
      </Container>
    </Box>
  )
}
