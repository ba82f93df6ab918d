// Engine, passengers and transmission as an icon row: scannable at a glance on a phone.
import { Box, HStack, VisuallyHidden } from '@chakra-ui/react'
import type { ComponentType, ReactNode } from 'react'
import { GaugeIcon, GearIcon, UsersIcon } from '../../components/ui/icons'
import type { Bike } from '../../content'
import { useT } from '../../shared/locale/useT'
import { transmissionKey } from './bikeText'

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
  const transmission = transmissionKey(bike)
  return (
    <Box as="ul" display="flex" flexWrap="wrap" gap="2" listStyleType="none">
      <Spec icon={GaugeIcon}>
        <VisuallyHidden>{t('bike.engine')}: </VisuallyHidden>
        {bike.engine}
      </Spec>
      <Spec icon={UsersIcon}>{t('bike.passengers', { count: bike.passengers })}</Spec>
      <Spec icon={GearIcon}>{transmission ? t(transmission) : bike.transmission}</Spec>
    </Box>
  )
}
