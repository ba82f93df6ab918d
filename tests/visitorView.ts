// What a visitor would see on the screen, in one line, for the message of a failed component test:
// "the toast is still there" says little; "the visitor sees: dialog «Book…»; toast «Still sending…»"
// says what went wrong for the person using the form.

const text = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim()

function hiddenFromView(element: Element): boolean {
  return Boolean(element.closest('[hidden], [aria-hidden="true"]'))
}

function nameOf(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby')
  const label = labelledBy ? labelledBy.split(/\s+/).map((id) => text(document.getElementById(id))).join(' ') : ''
  return label || element.getAttribute('aria-label') || text(element.querySelector('h1, h2, h3')) || '(no name)'
}

function fieldLabel(field: Element): string {
  const id = field.getAttribute('id')
  const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`) : field.closest('label')
  return text(label) || field.getAttribute('aria-label') || field.getAttribute('name') || field.tagName.toLowerCase()
}

/** The dialogs, toasts, alerts, invalid fields and disabled buttons a visitor would see now (the whole screen). */
export function whatTheVisitorSees(): string {
  const root = document.body
  const seen: string[] = []
  const shown = (selector: string) => Array.from(root.querySelectorAll(selector)).filter((element) => !hiddenFromView(element))
  for (const dialog of shown('[role="dialog"], [role="alertdialog"]')) seen.push(`dialog «${nameOf(dialog)}»`)
  for (const toast of shown('[data-scope="toast"][data-part="root"]')) {
    seen.push(`toast «${text(toast)}»${toast.getAttribute('data-state') === 'closed' ? ' (leaving)' : ''}`)
  }
  for (const alert of shown('[role="alert"]')) if (!alert.closest('[data-scope="toast"]')) seen.push(`alert «${text(alert)}»`)
  for (const field of shown('[aria-invalid="true"]')) seen.push(`field «${fieldLabel(field)}» marked invalid`)
  for (const button of shown('button:disabled')) seen.push(`button «${text(button) || button.getAttribute('aria-label')}» disabled`)
  if (seen.length === 0) seen.push(`no dialog, toast or alert; the page reads «${text(root).slice(0, 200)}»`)
  return seen.join('; ')
}
