// A field's message under it. The app's form: Chakra's error text, shown while the field is invalid
// (Chakra then marks the input aria-invalid and ties the text to it). The prerendered form: the same
// look and words, hidden, for the inline loader to show on a Send that finds the field blank
// (app/inline/prerenderedForm.ts), so both forms answer alike.
import { Field, chakra, useFieldStyles } from '@chakra-ui/react'
import { FORM_REQUIRED_MESSAGE_ATTRIBUTE } from '../../../shared/prerenderedForm'

type Props = { name: string; error?: string; prerenderedMessage?: string }

export function FieldError({ name, error, prerenderedMessage }: Props) {
  const styles = useFieldStyles()
  if (error) return <Field.ErrorText>{error}</Field.ErrorText>
  if (!prerenderedMessage) return null
  return (
    <chakra.span css={styles.errorText} id={`${name}-required`} hidden {...{ [FORM_REQUIRED_MESSAGE_ATTRIBUTE]: name }}>
      {prerenderedMessage}
    </chakra.span>
  )
}
