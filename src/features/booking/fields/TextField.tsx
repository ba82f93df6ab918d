// A labelled input or textarea of the booking form.
import { Field, Input, Textarea } from '@chakra-ui/react'
import { memo, type HTMLInputTypeAttribute } from 'react'
import { RequiredMark } from './RequiredMark'
import { FieldError } from './FieldError'

type Props = {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  type?: HTMLInputTypeAttribute
  autoComplete?: string
  required?: boolean
  multiline?: boolean
  /** Shown under the field, which is then marked invalid. */
  error?: string
  /** A line under the field, tied to it with aria-describedby by Chakra's Field. */
  hint?: string
  /** The prerendered form's message for a blank required field, hidden until a Send (FieldError.tsx). */
  prerenderedMessage?: string
}

/** 16 px on phones: iPhone Safari zooms the page into a field whose text is smaller. */
export const phoneText = { fontSize: { base: 'md', md: 'sm' } } as const

// The same colour as every placeholder (Chakra's global *::placeholder).
const emptyDate = { '&[data-empty]': { color: 'fg.muted/80' } }

export const TextField = memo(function TextField({ name, label, value, onChange, placeholder, type = 'text', autoComplete, required, multiline, error, hint, prerenderedMessage }: Props) {
  const common = {
    name,
    value,
    placeholder,
    autoComplete,
    'aria-required': required || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>
        {label}
        {required && <RequiredMark />}
      </Field.Label>
      {multiline ? (
        <Textarea {...common} {...phoneText} rows={3} autoresize />
      ) : (
        // An empty date shows as a placeholder in every engine (WebKit draws today's date in an empty field).
        <Input {...common} {...phoneText} type={type} data-empty={type === 'date' && value === '' ? '' : undefined} css={emptyDate} />
      )}
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
      <FieldError name={name} error={error} prerenderedMessage={prerenderedMessage} />
    </Field.Root>
  )
})
