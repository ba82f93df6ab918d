// Rules for the prepayment part of the delivery query result (docs/content-model.md, siteSettings →
// Prepayment & cancellation): the PromptPay ID, what is asked in advance, cash at pickup and the
// cancellation policy's numbers, in the Studio's words (rules/content/prepayment.ts). The policy's
// question and text travel with the rental terms (./terms.ts).
import { cancellationRules, prepaymentRules } from '../../rules/content/prepayment.ts'
import { isRecord, Report } from './checks.ts'

export function validatePrepayment(result: unknown, problems: string[]): void {
  const r = new Report(problems, 'siteSettings')
  const p = isRecord(result) ? result : {}
  r.rule('promptPayId', prepaymentRules.promptPayId(p.promptPayId), p.promptPayId)
  r.rule('prepayment.kind', prepaymentRules.kind(p.kind), p.kind)
  r.rule('prepayment.percent', prepaymentRules.percent(p.kind, p.percent), p.percent)
  r.rule('prepayment.amount', prepaymentRules.amount(p.kind, p.amount), p.amount)
  if (typeof p.cashAtPickup !== 'boolean') r.rule('cashAtPickup', 'Say whether you still take cash at pickup', p.cashAtPickup)
  r.rule('cancellationPolicy.freeUntilDays', cancellationRules.freeUntilDays(p.freeUntilDays), p.freeUntilDays)
  r.rule('cancellationPolicy.keptPercent', cancellationRules.keptPercent(p.keptPercent), p.keptPercent)
}
