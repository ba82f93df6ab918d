// Engine, passengers and transmission as an icon row: scannable at a glance on a phone.
import { Box, HStack, VisuallyHidden } from '@chakra-ui/react'
import type { ComponentType, ReactNode } from 'react'
import { GaugeIcon, GearIcon, UsersIcon } from '../../components/ui/icons'
import type { Bike } from '../../content'
import { useLocale } from '../../shared/locale/LocaleContext'
import { labelledParts } from '../../shared/locale/labelled'
import { useT } from '../../shared/locale/useT'
import { engineLabel, transmissionLabel } from './bikeText'

type IconType = ComponentType<{ boxSize?: string; color?: string }>

function Spec({ icon: Icon, children }: { icon: IconType; children: ReactNode }) {
  return (
    <HStack as="li" gap="1.5" px="2.5" py="1" borderRadius="md" bg="gray.100" color="gray.800" fontSize="sm">
      <Icon boxSize="4" color="sea.700" />
      <span>{children}</span>
    </HStack>
  )
}

export function BikeSpecs({ bike }: { bike: Bike }) {
  const t = useT()
  const { locale } = useLocale()
  const transmission = transmissionLabel(bike, t, locale)
  // Screen readers hear 'Engine: 150cc', punctuated as the language does.
  const engineParts = labelledParts(t, t('bike.engine'))
  return (
    <Box as="ul" display="flex" flexWrap="wrap" gap="2" listStyleType="none">
      <Spec icon={GaugeIcon}>
        <VisuallyHidden>{engineParts[0]}</VisuallyHidden>
        {engineLabel(bike.engine, locale)}
        {/* Always there, empty in most languages: the page's elements never depend on a text. */}
        <VisuallyHidden>{engineParts[1]}</VisuallyHidden>
      </Spec>
      <Spec icon={UsersIcon}>{t('bike.passengers', { count: bike.passengers })}</Spec>
      {transmission && <Spec icon={GearIcon}>{transmission}</Spec>}
    </Box>
  )
}
