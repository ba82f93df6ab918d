// The cover levels as radio buttons, each with its price and, beside it, its excess: on a phone the
// whole line stays readable (a closed select cut the excess off), and two or three levels take two
// or three short rows. Native radios: one tab stop, arrow keys between levels, no recipe to load.
import { Stack, Text, chakra } from '@chakra-ui/react'
import type { CoverLevel } from '../../../content/extras'
import { useVisitorLanguage } from '../useVisitorLanguage'
import { coverText } from './visitorText'

type Props = { levels: readonly CoverLevel[]; chosen: string; onChoose: (level: CoverLevel) => void }

export function CoverChoice({ levels, chosen, onChoose }: Props) {
  const language = useVisitorLanguage()
  const { t } = language
  return (
    <chakra.fieldset border="0" p="0" m="0" minWidth="0">
      <chakra.legend fontWeight="medium" textStyle="sm" mb="1.5">{t('booking.cover.label')}</chakra.legend>
      <Stack gap="1.5">
        {levels.map((level) => (
          <chakra.label key={level.id} display="flex" alignItems="flex-start" gap="3" cursor="pointer" borderWidth="1px" borderRadius="l2" px="3" py="2"
            borderColor={level.id === chosen ? 'sea.500' : 'border'} bg={level.id === chosen ? 'sea.50' : undefined}>
            <chakra.input type="radio" name="cover" value={level.id} checked={level.id === chosen} onChange={() => onChoose(level)} mt="1" accentColor="sea.600" />
            <Text>{coverText(level, language)}</Text>
          </chakra.label>
        ))}
      </Stack>
      <Text textStyle="xs" color="fg.muted" mt="1.5">{t('booking.cover.hint')}</Text>
    </chakra.fieldset>
  )
}
