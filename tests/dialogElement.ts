// jsdom has <dialog> but neither showModal() nor close(): the two as the HTML standard has them,
// for what the tests need (the open attribute, the close event, the focus given back). The top
// layer and the inert page behind are the browser's, checked in tests/e2e.
export function supportModalDialogs(win: Window & typeof globalThis): void {
  const proto = win.HTMLDialogElement.prototype as HTMLDialogElement & { __opener?: Element | null }
  if (typeof proto.showModal === 'function' && !('__stub' in proto)) return
  Object.assign(proto, {
    __stub: true,
    showModal(this: HTMLDialogElement & { __opener?: Element | null }) {
      if (this.open) return
      this.__opener = this.ownerDocument.activeElement
      this.setAttribute('open', '')
      const first = this.querySelector<HTMLElement>('input,select,textarea,button')
      first?.focus()
    },
    close(this: HTMLDialogElement & { __opener?: Element | null }) {
      if (!this.open) return
      this.removeAttribute('open')
      ;(this.__opener as HTMLElement | null)?.focus?.()
      this.dispatchEvent(new win.Event('close'))
    },
  })
}
