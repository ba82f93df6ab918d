// What the shop's e-mail says was asked (in English, as the rest of it): the amount, the rule it
// came from, the reference the transfer's note carries, and that nothing is paid until the shop
// sees the money.
import type { PrepaymentRule } from '../../../../rules/prepayment/amount'

const thb = (amount: number) => `${amount.toLocaleString('en-US')} THB`

const ruleText = (rule: PrepaymentRule, amount: number): string => {
  if (rule.kind === 'firstDay') return "the first day's price"
  if (rule.kind === 'percent') return `${rule.percent}% of the estimate`
  return rule.amount !== null && amount < rule.amount ? `the estimate, below the fixed ${thb(rule.amount)}` : 'the fixed amount'
}

/** The `prepayment` parameter: what the customer was asked, or that nothing was. */
export function describePrepayment(rule: PrepaymentRule, amount: number | null, reference: string): string {
  if (rule.kind === 'none') return 'None asked (Shop settings: nothing in advance)'
  if (amount === null) return 'None asked: no price estimate to work it out from'
  return `${thb(amount)} asked by PromptPay to hold the bike (${ruleText(rule, amount)}), with ${reference} in the transfer's note. ` +
    'Not paid yet: the customer sends the slip; confirm the booking only when your bank shows the money.'
}

/** The line `message` adds when a prepayment was asked. */
export const prepaymentSummaryLine = (amount: number, reference: string) =>
  `Prepayment asked: ${thb(amount)} by PromptPay, ${reference} in the note (not paid yet)`
