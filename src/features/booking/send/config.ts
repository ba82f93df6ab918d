// The EmailJS ids, read from VITE_EMAILJS_* at send time. A missing id is reported by variable name,
// never thrown at import: a misconfigured build must still render the site and explain itself.
export type EmailConfig = { publicKey: string; serviceId: string; templateId: string; origin?: string }

type Env = Record<string, string | boolean | undefined>

const REQUIRED = {
  publicKey: 'VITE_EMAILJS_PUBLIC_KEY',
  serviceId: 'VITE_EMAILJS_SERVICE_ID',
  templateId: 'VITE_EMAILJS_TEMPLATE_ID',
} as const

export class EmailConfigError extends Error {
  readonly missing: string[]
  constructor(missing: string[]) {
    super(`EmailJS is not configured: set ${missing.join(', ')} (see .env.example)`)
    this.name = 'EmailConfigError'
    this.missing = missing
  }
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

/** Throws EmailConfigError naming every missing variable. */
export function readEmailConfig(env: Env = import.meta.env): EmailConfig {
  const entries = Object.entries(REQUIRED).map(([key, name]) => [key, text(env, name)] as const)
  const missing = entries.filter(([, value]) => !value).map(([key]) => REQUIRED[key as keyof typeof REQUIRED])
  if (missing.length > 0) throw new EmailConfigError(missing)
  const config = Object.fromEntries(entries) as Omit<EmailConfig, 'origin'>
  const origin = text(env, 'VITE_EMAILJS_ORIGIN')
  return origin ? { ...config, origin: origin.replace(/\/+$/, '') } : config
}
