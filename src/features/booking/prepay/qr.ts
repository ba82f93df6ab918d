// The PromptPay QR for an amount: the EMVCo payload by promptparse (PromptPay's AnyID, tag 29: the
// shop's ID and the amount, with its CRC), drawn by qrcode as a PNG data URL. Both are imported here
// only, and only when a sent booking asks for a prepayment: they never weigh on the first load.
import type { PromptPayId } from '../../../lib/promptPayId'

const PROXY_TYPES = { phone: 'MSISDN', nationalId: 'NATID', eWallet: 'EWALLETID' } as const

export type PrepayQr = { payload: string; image: string }

export async function makePrepayQr(id: PromptPayId, amount: number): Promise<PrepayQr> {
  const [{ anyId }, { toDataURL }] = await Promise.all([import('promptparse/generate'), import('qrcode')])
  const payload = anyId({ type: PROXY_TYPES[id.kind], target: id.digits, amount })
  // A quiet zone of 4 modules (the QR standard's), large enough for a banking app reading it from
  // a saved picture.
  const image = await toDataURL(payload, { errorCorrectionLevel: 'M', margin: 4, width: 480 })
  return { payload, image }
}
