// Finds secrets in built files: Sanity API tokens, PEM private keys, and the value of any secret
// environment variable of this process (a CI job's SANITY token, for example) that a build inlined.
// Public by design and never flagged: the EmailJS public key, service and template ids.

export type Finding = { file: string; line: number; what: string; excerpt: string }

const PATTERNS: Array<[string, RegExp]> = [
  // Sanity's API tokens: "sk" followed by a long run of letters and digits.
  ['a Sanity API token', /\bsk[A-Za-z0-9]{70,}\b/g],
  ['a private key', /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/g],
  ['a Sanity token variable', /\bSANITY_(?:API_|AUTH_|WRITE_|READ_|DEPLOY_)?TOKEN\b/g],
]

const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PRIVATE|_KEY$|^KEY/i
const PUBLIC_NAMES = new Set(['VITE_EMAILJS_PUBLIC_KEY', 'VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'])

/** The values of secret-looking variables worth searching for (long enough not to match by chance). */
export function secretValues(env: Record<string, string | undefined>): Array<[string, string]> {
  return Object.entries(env)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length >= 12)
    .filter(([name]) => SECRET_NAME.test(name) && !PUBLIC_NAMES.has(name))
}

/** Shows where, never the secret itself. */
function mask(text: string): string {
  return text.length <= 8 ? '***' : `${text.slice(0, 4)}…(${text.length} chars)`
}

export function scanText(file: string, text: string, secrets: Array<[string, string]> = []): Finding[] {
  const findings: Finding[] = []
  const lineOf = (index: number) => text.slice(0, index).split('\n').length
  for (const [what, pattern] of PATTERNS) {
    for (const match of text.matchAll(pattern)) findings.push({ file, line: lineOf(match.index), what, excerpt: mask(match[0]) })
  }
  for (const [name, value] of secrets) {
    const index = text.indexOf(value)
    if (index >= 0) findings.push({ file, line: lineOf(index), what: `the value of $${name}`, excerpt: mask(value) })
  }
  return findings
}
