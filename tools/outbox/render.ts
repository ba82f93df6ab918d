// Renders the shop's e-mail template the way EmailJS does for {{var}}: HTML-escaped, unknown
// variables become empty. Triple braces (EmailJS's unescaped form) are refused: customer input
// must never reach the shop's mail client as markup.
import { escapeHtml } from '../../site-build/html/safe.ts'

const VARIABLE = /\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g

function toText(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

/** The variable names a template uses, in order of first appearance. */
export function templateVariables(template: string): string[] {
  return [...new Set([...template.matchAll(VARIABLE)].map((match) => match[1]))]
}

export function renderTemplate(template: string, params: Record<string, unknown>): string {
  if (template.includes('{{{')) {
    throw new Error('The e-mail template uses {{{ }}} (unescaped HTML); use {{ }} only')
  }
  return template.replace(VARIABLE, (_whole, name: string) =>
    Object.hasOwn(params, name) ? escapeHtml(toText(params[name])) : '',
  )
}
