// A labelled Chakra Select for the booking form. Its list is portalled into the dialog content:
// portalled to <body> it would sit under the modal layer and close at once (Chakra #9107, #10134).
import { memo, useMemo, type RefObject } from 'react'
import { Portal, Select, Span, createListCollection } from '@chakra-ui/react'
import { RequiredMark } from './RequiredMark'
import { phoneText } from './TextField'

export type SelectOption = { value: string; label: string; detail?: string; disabled?: boolean }

type Props = {
  name: string
  label: string
  placeholder: string
  options: SelectOption[]
  value: string
  onChange: (value: string) => void
  container: RefObject<HTMLElement | null>
  required?: boolean
}

export const SelectField = memo(function SelectField({ name, label, placeholder, options, value, onChange, container, required }: Props) {
  const collection = useMemo(() => createListCollection({ items: options }), [options])
  return (
    <Select.Root
      name={name}
      collection={collection}
      value={value ? [value] : []}
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Label display="flex" alignItems="center" gap="1">
        {label}
        {required && <RequiredMark />}
      </Select.Label>
      <Select.Control>
        <Select.Trigger aria-required={required || undefined} {...phoneText}>
          <Select.ValueText placeholder={placeholder} />
        </Select.Trigger>
        <Select.IndicatorGroup>
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal container={container}>
        <Select.Positioner>
          <Select.Content>
            {collection.items.map((option) => (
              <Select.Item item={option} key={option.value}>
                <Select.ItemText flex="1">{option.label}</Select.ItemText>
                {option.detail && (
                  <Span color="fg.muted" textStyle="xs" whiteSpace="nowrap">
                    {option.detail}
                  </Span>
                )}
                <Select.ItemIndicator />
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  )
})
