// "View All Bikes →" / "← Show Less": one button whose label flips, so keyboard focus stays put.
import { Button, Stack, Text } from '@chakra-ui/react'
import { useT } from '../../shared/locale/useT'

type Props = { expanded: boolean; controls: string; onToggle: () => void }

export function GalleryToggle({ expanded, controls, onToggle }: Props) {
  const t = useT()
  return (
    <Stack align="center" gap="3" mt={{ base: '10', md: '14' }} textAlign="center">
      {!expanded && <Text color="gray.700" fontSize="lg">{t('gallery.morePrompt')}</Text>}
      <Button variant="outline" colorPalette="sea" size="lg" borderRadius="full" px="8" fontWeight="bold"
        borderColor="sea.600" color="sea.700" bg="white" _hover={{ bg: 'sea.50' }}
        aria-expanded={expanded} aria-controls={controls} onClick={onToggle}
      >
        {t(expanded ? 'gallery.showLess' : 'gallery.viewAll')}
      </Button>
    </Stack>
  )
}
