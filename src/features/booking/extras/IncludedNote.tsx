// What every rental of the chosen bike gets free (two helmets, say) and the cover it comes with,
// with that cover's excess: said in the app's form and in the prerendered one alike, which offers
// no choice (the choices need the app: ./ExtrasPicker.tsx).
import { Text } from '@chakra-ui/react'
import { extrasContent } from '../../../content/extras'
import { useVisitorLanguage } from '../useVisitorLanguage'
import { chosenCover } from '../../../../rules/extras/choices'
import { coverText, includedText } from './visitorText'

/** `withCover`: also the default cover's line (left out where the cover levels are listed). */
export function IncludedNote({ bike, withCover = true }: { bike: string; withCover?: boolean }) {
  const language = useVisitorLanguage()
  const included = includedText(bike, language)
  const cover = chosenCover('', extrasContent.coverLevels)
  return (
    <>
      {included && <Text textStyle="sm">{included}</Text>}
      {withCover && cover && <Text textStyle="sm">{coverText(cover, language)}</Text>}
    </>
  )
}
