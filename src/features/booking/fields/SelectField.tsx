// A labelled native select for the booking form. On a phone it opens the system's own picker,
// which a tourist already knows how to use, and it renders in a fraction of the time of a scripted
// listbox (Ark's Select: a state machine, a positioned popup and an element per option made a Book
// tap that had to start the app ~100 ms slower at 4x CPU). Styled by the text fields' own recipe
// (Input), so the Chakra system in every visitor's first load carries no select recipe at all.
import { memo, type ReactNode } from 'react'
import { Box, Field, Input, useFieldContext } from '@chakra-ui/react'
import { RequiredMark } from './RequiredMark'
import { FieldError } from './FieldError'
import { phoneText } from './TextField'

export type SelectOption = { value: string; label: string; detail?: string; disabled?: boolean }

type Props = {
  name: string
  label: string
  placeholder: string
  options: SelectOption[]
  value: string
  onChange: (value: string) => void
  required?: boolean
  /** Shown under the field, which is then marked invalid. */
  error?: string
  /** The prerendered form's message for a blank required field, hidden until a Send (FieldError.tsx). */
  prerenderedMessage?: string
}

/**
 * What an option reads: its label; a disabled one adds why after a dash ("booked until …"). A
 * choosable option's detail (a price, a fee) is written under the select instead (below), so the
 * closed select never shows more than a phone's width holds.
 */
export const optionText = ({ label, detail, disabled }: SelectOption) => (detail && disabled ? `${label} — ${detail}` : label)

// No native arrow (it differs per engine): room for the drawn chevron instead. The empty choice
// looks like a placeholder, as in the text fields.
const selectLook = { appearance: 'none', '&[data-empty]': { color: 'fg.muted/80' }, '& > option': { color: 'fg' } } as const

type FieldSelectProps = { name: string; value: string; onChange: (value: string) => void; required?: boolean; children: ReactNode }

/** The <select> with its field's id and descriptions (what Chakra's Input adds to an <input>), so its label names it. */
function FieldSelect({ name, value, onChange, required, children, ...styling }: FieldSelectProps) {
  const field = useFieldContext()
  return (
    <select
      {...styling}
      {...field?.getSelectProps()}
      name={name}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      aria-required={required || undefined}
    >
      {children}
    </select>
  )
}

/** The styled native select with its drawn chevron, inside a Field.Root that labels it. */
export function SelectBox({ name, value, onChange, required, width = 'full', children }: FieldSelectProps & { width?: string }) {
  return (
    <Box position="relative" width={width}>
      <Input asChild pe="9" css={selectLook} data-empty={value === '' ? '' : undefined} {...phoneText}>
        <FieldSelect name={name} value={value} onChange={onChange} required={required}>
          {children}
        </FieldSelect>
      </Input>
      <Box position="absolute" insetEnd="3" top="50%" transform="translateY(-50%)" color="fg.muted" pointerEvents="none" display="flex">
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </Box>
    </Box>
  )
}

/**
 * A phone's closed select shows one line and cuts it at its edge ("Yamaha NMAX 155 — from 280 ba"):
 * the options read their labels, and the chosen option's detail is written out under the select,
 * whole. The app and the prerendered form (before any script runs) show the same: CSS picks the
 * line of the :checked option, so no script keeps it in step. One rule per option, by position (the
 * placeholder is the first option).
 */
function chosenDetailLook(options: SelectOption[]) {
  return Object.fromEntries(
    options.map((_, index) => [`&:has(option:nth-of-type(${index + 2}):checked) [data-option-details] > span:nth-of-type(${index + 1})`, { display: 'block' }]),
  )
}

export const SelectField = memo(function SelectField({ name, label, placeholder, options, value, onChange, required, error, prerenderedMessage }: Props) {
  const details = options.some((option) => option.detail)
  return (
    <Field.Root invalid={Boolean(error)} css={details ? chosenDetailLook(options) : undefined}>
      <Field.Label>
        {label}
        {required && <RequiredMark />}
      </Field.Label>
      <SelectBox name={name} value={value} onChange={onChange} required={required}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {optionText(option)}
          </option>
        ))}
      </SelectBox>
      {/* Read by assistive technology too: the chosen option's detail is said only here. */}
      {details && (
        <Box data-option-details="" fontSize="sm" color="fg.muted" css={{ '& > *': { display: 'none' } }}>
          {options.map((option) => <span key={option.value}>{option.detail}</span>)}
        </Box>
      )}
      <FieldError name={name} error={error} prerenderedMessage={prerenderedMessage} />
    </Field.Root>
  )
})
