// The one function of the qrcode package the site calls, typed here: its DefinitelyTyped package
// references Node's types, which would give the whole app Node's timers.
declare module 'qrcode' {
  export type QrImageOptions = { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; margin?: number; width?: number }
  export function toDataURL(text: string, options?: QrImageOptions): Promise<string>
}
