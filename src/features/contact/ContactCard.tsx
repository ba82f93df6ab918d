// The common frame of a contact card: icon, title and whatever the card says.
import { Box, Card, Heading } from '@chakra-ui/react'
import type { ComponentType, ReactNode } from 'react'

type Props = { icon: ComponentType<{ boxSize?: string }>; title: string; children: ReactNode }

export function ContactCard({ icon: Icon, title, children }: Props) {
  return (
    <Card.Root as="li" borderRadius="2xl" borderWidth="1px" borderColor="gray.200" bg="white" h="full"
      boxShadow="0 1px 2px rgba(15, 23, 42, 0.06), 0 8px 20px -14px rgba(15, 23, 42, 0.25)"
    >
      <Card.Body gap="3" p="6">
        <Box display="inline-flex" alignItems="center" justifyContent="center" boxSize="12" borderRadius="xl"
          bg="sea.50" color="sea.700"
        >
          <Icon boxSize="6" />
        </Box>
        <Heading as="h3" fontSize="lg" fontWeight="bold" lineHeight="1.3" color="gray.900">{title}</Heading>
        <Box color="gray.700" display="flex" flexDirection="column" gap="1.5">{children}</Box>
      </Card.Body>
    </Card.Root>
  )
}
