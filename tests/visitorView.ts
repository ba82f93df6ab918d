// What a visitor would see on the screen, in one line, for the message of a failed test: "the
// toast is still there" says little; "the visitor sees: dialog «Book…»; toast «Still sending…»"
// says what went wrong for the person using the page. One function with everything inside it, so
// the component tests call it in jsdom and the e2e tests send it into the browser (page.evaluate).

/** The dialogs, toasts, alerts, invalid fields and disabled buttons a visitor would see now (the whole screen). */
export function whatTheVisitorSees(): string {
  // Text nodes joined by spaces: a toast's title and description read as two phrases, not one word.
  const text = (element: Element | null | undefined) => {
    if (!element) return ''
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const parts: string[] = []
    while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '')
    return parts.join(' ').replace(/\s+/g, ' ').trim()
  }
  const hidden = (element: Element) => Boolean(element.closest('[hidden], [aria-hidden="true"]'))
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby')
    const label = labelledBy ? labelledBy.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ') : ''
    return label || element.getAttribute('aria-label') || text(element.querySelector('h1, h2, h3')) || '(no name)'
  }
  const labelOf = (field: Element) => {
    const id = field.getAttribute('id')
    const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : field.closest('label')
    return text(label) || field.getAttribute('aria-label') || field.getAttribute('name') || field.tagName.toLowerCase()
  }
  const shown = (selector: string) => Array.from(document.body.querySelectorAll(selector)).filter((element) => !hidden(element))

  const seen: string[] = []
  for (const dialog of shown('[role="dialog"], [role="alertdialog"]')) seen.push(`dialog «${nameOf(dialog)}»`)
  for (const toast of shown('[data-scope="toast"][data-part="root"]')) {
    seen.push(`toast «${text(toast)}»${toast.getAttribute('data-state') === 'closed' ? ' (leaving)' : ''}`)
  }
  for (const alert of shown('[role="alert"]')) if (!alert.closest('[data-scope="toast"]')) seen.push(`alert «${text(alert)}»`)
  for (const field of shown('[aria-invalid="true"]')) seen.push(`field «${labelOf(field)}» marked invalid`)
  for (const button of shown('button:disabled')) seen.push(`button «${text(button) || button.getAttribute('aria-label')}» disabled`)
  if (seen.length === 0) seen.push(`no dialog, toast or alert; the page reads «${text(document.body).slice(0, 200)}»`)
  return seen.join('; ')
}
