// Typed message lookup: a key that is not in the snapshots is a compile error, not a runtime gap.
import { useCallback } from 'react'
import { useIntl } from 'react-intl'
import type { MessageKey } from '../../content'

export type MessageValues = Record<string, string | number>

export function useT(): (key: MessageKey, values?: MessageValues) => string {
  const intl = useIntl()
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl])
}
