// Sentences of the content that state a promise the delivery settings also hold: a text may say
// delivery is free only where an area is free, so a text that says so names a free area (Patong)
// or takes the area from the form ({area}). A flat "Free delivery" while some area charges a fee is
// refused, naming the message, whatever language the owner reads first (the English decides).
import { isRecord } from './checks.ts'

const FREE_DELIVERY = /\bfree\s+(?:hotel\s+)?delivery\b|\bdelivery\s+is\s+free\b/i

type Area = { name: string; fee: number }

function areasOf(delivery: unknown): Area[] {
  const areas = isRecord(delivery) && Array.isArray(delivery.areas) ? delivery.areas : []
  return areas.filter(isRecord).map((area) => ({
    name: isRecord(area.name) && typeof area.name.en === 'string' ? area.name.en : '',
    fee: typeof area.fee === 'number' ? area.fee : 0,
  }))
}

export function validateDeliveryClaims(messages: unknown, delivery: unknown, problems: string[]): void {
  const areas = areasOf(delivery)
  const charged = areas.filter((area) => area.fee > 0)
  if (charged.length === 0) return
  const free = areas.filter((area) => area.fee === 0 && area.name)
  for (const message of (Array.isArray(messages) ? messages : []).filter(isRecord)) {
    const english = typeof message.en === 'string' ? message.en : ''
    if (!FREE_DELIVERY.test(english) || /\{area\}/.test(english)) continue
    if (free.some((area) => english.includes(area.name))) continue
    const where = free.length ? `name where it is free (${free.map((area) => area.name).join(', ')})` : 'no area is free: drop the claim'
    problems.push(
      `message.${String(message.key)}: en says delivery is free, but the delivery settings charge a fee in ${charged.map((area) => area.name).join(', ')}: ${where} (got ${JSON.stringify(english)})`,
    )
  }
}
