// The PromptPay QR for an amount: the EMVCo payload by promptparse (PromptPay's AnyID, tag 29: the
// shop's ID and the amount, with its CRC), encoded by qrcode-generator and drawn as a PNG, the
// picture a visitor saves for a banking app's gallery. Both libraries are imported here only, and
// only when a sent booking asks for a prepayment: they never weigh on the first load (both are ES
// modules, so their chunks need none of the CommonJS helpers the first load carries).
import type { PromptPayId } from '../../../../rules/prepayment/promptPayId'

const PROXY_TYPES = { phone: 'MSISDN', nationalId: 'NATID', eWallet: 'EWALLETID' } as const
/** The QR standard's quiet zone, in modules: a reader needs it around the code. */
const QUIET_ZONE = 4
const PIXELS_PER_MODULE = 8

export type PrepayQr = { payload: string; image: string }

export async function makePrepayQr(id: PromptPayId, amount: number): Promise<PrepayQr> {
  const [{ anyId }, { default: qrcode }] = await Promise.all([import('promptparse/generate'), import('qrcode-generator')])
  const payload = anyId({ type: PROXY_TYPES[id.kind], target: id.digits, amount })
  const code = qrcode(0, 'M') // 0: the smallest version that holds the payload
  code.addData(payload)
  code.make()
  return { payload, image: drawPng(code.getModuleCount(), (row, col) => code.isDark(row, col)) }
}

function drawPng(modules: number, isDark: (row: number, col: number) => boolean): string {
  const size = (modules + 2 * QUIET_ZONE) * PIXELS_PER_MODULE
  const canvas = document.createElement('canvas')
  canvas.width = size
  canvas.height = size
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D canvas to draw the QR code on')
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, size, size)
  context.fillStyle = '#000000'
  for (let row = 0; row < modules; row++) {
    for (let col = 0; col < modules; col++) {
      if (isDark(row, col)) context.fillRect((col + QUIET_ZONE) * PIXELS_PER_MODULE, (row + QUIET_ZONE) * PIXELS_PER_MODULE, PIXELS_PER_MODULE, PIXELS_PER_MODULE)
    }
  }
  return canvas.toDataURL('image/png')
}
