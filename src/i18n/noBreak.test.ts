// A price keeps its unit on its line.
import { expect, it } from 'vitest'
import { noBreak } from './noBreak'

it('turns every space into a no-break space, so "10,000 baht / month" never breaks before "month"', () => {
  expect(noBreak('10,000 baht / month')).toBe('10,000\u00a0baht\u00a0/\u00a0month')
  expect(noBreak('1 200 бат в месяц')).not.toMatch(/ /)
})
