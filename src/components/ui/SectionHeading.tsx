// The shared title block of a home-page section, so every section reads the same way.
import { Heading, Stack, Text } from '@chakra-ui/react'

type Props = { id: string; title: string; subtitle: string; align?: 'center' | 'start' }

export function SectionHeading({ id, title, subtitle, align = 'center' }: Props) {
  return (
    <Stack gap="3" textAlign={align} align={align === 'center' ? 'center' : 'start'} mb={{ base: '8', md: '12' }}>
      <Heading as="h2" id={id} fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.2" fontWeight="bold" color="gray.900">
        {title}
      </Heading>
      <Text fontSize={{ base: 'md', md: 'lg' }} color="gray.600" maxW="2xl">
        {subtitle}
      </Text>
    </Stack>
  )
}
