// Contact: phone, Line/WhatsApp, address and hours cards, the way to the shop, then the Special
// Services panel.
import { Box, Container, Link, SimpleGrid, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { sectionIds } from '../../shared/sections'
import { ChatIcon, ClockIcon, MapPinIcon, PhoneIcon } from '../../components/ui/icons'
import { SectionHeading } from '../../components/ui/SectionHeading'
import { skipWhileOffscreen } from '../../components/ui/skipWhileOffscreen'
import { settings } from '../../content'
import { useLocale } from '../../shared/locale/LocaleContext'
import { labelledParts } from '../../shared/locale/labelled'
import { useIntl } from 'react-intl'
import { useT } from '../../shared/locale/useT'
import { formatTimeRange } from '../../i18n/timeRange'
import { ContactCard } from './ContactCard'
import { lineHref, telHref, whatsappHref } from './contactLinks'
import { LocationIsland } from './location/LocationIsland'
import { SpecialServices } from './SpecialServices'

const linkStyle = { color: 'sea.700', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '3px' } as const

export function Contact() {
  const t = useT()
  const intl = useIntl()
  const { content } = useLocale()
  const s = settings

  return (
    <Box as="section" id={sectionIds.contact} aria-labelledby="contact-title" py={{ base: '16', md: '24' }} bg="white"
      {...skipWhileOffscreen({ base: 1885, md: 'drawn', lg: 1085 })}
    >
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <SectionHeading id="contact-title" title={t('contact.title')} subtitle={t('contact.subtitle')} />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap={{ base: '4', md: '6' }}>
          <ContactCard icon={PhoneIcon} title={t('contact.phone.title')}>
            <Link href={telHref(s.phone)} {...linkStyle} fontSize="lg" whiteSpace="nowrap">{s.phone}</Link>
            {/* The owner's "Phone hours per day": 24 reads "Available 24 hours", fewer "Available 8 hours a day". */}
            <Text>{t('contact.phone.available', { hours: s.phoneHours })}</Text>
          </ContactCard>
          <ContactCard icon={ChatIcon} title={t('contact.chat.title')}>
            <Text>{t('contact.chat.text')}</Text>
            <Labelled label={t('contact.chat.line')}>
              <Link href={lineHref(s.lineId)} target="_blank" rel="noopener noreferrer" {...linkStyle}>@{s.lineId}</Link>
            </Labelled>
            <Labelled label={t('contact.chat.whatsapp')}>
              <Link href={whatsappHref(s.whatsappNumber)} target="_blank" rel="noopener noreferrer" {...linkStyle} whiteSpace="nowrap">
                {s.phone}
              </Link>
            </Labelled>
          </ContactCard>
          <ContactCard icon={MapPinIcon} title={t('contact.address.title')}>
            <Box as="address" fontStyle="normal">
              <Text>{s.streetAddress}</Text>
              <Text>{s.district}</Text>
              <Text>{content.addressLine || t('contact.address.line')}</Text>
            </Box>
          </ContactCard>
          <ContactCard icon={ClockIcon} title={t('contact.hours.title')}>
            <Text>{t('contact.hours.daily', { hours: formatTimeRange(s.opensAt, s.closesAt, intl.locale) })}</Text>
          </ContactCard>
        </SimpleGrid>
        <LocationIsland />
        <SpecialServices />
      </Container>
    </Box>
  )
}

/** 'LINE: @handle', the link where the language puts the value. */
function Labelled({ label, children }: { label: string; children: ReactNode }) {
  const [before, after] = labelledParts(useT(), label)
  return (
    <Text>
      {before}
      {children}
      {after}
    </Text>
  )
}
