// What every rental of the chosen bike gets free (two helmets, say) and the cover it comes with,
// with that cover's excess: said in the app's form and in the prerendered one alike, which offers
// no choice (the choices need the app: ./ExtrasPicker.tsx).
import { Text } from '@chakra-ui/react'
import { extrasContent } from '../../../content/extras'
import { useVisitorLanguage } from '../useVisitorLanguage'
import { chosenCover } from './choices'
import { coverText, includedText } from './visitorText'

export function IncludedNote({ bike }: { bike: string }) {
  const language = useVisitorLanguage()
  const included = includedText(bike, language)
  const cover = chosenCover('', extrasContent.coverLevels)
  return (
    <>
      {included && <Text textStyle="sm">{included}</Text>}
      {cover && <Text textStyle="sm">{coverText(cover, language)}</Text>}
    </>
  )
}
