// Checks a send request the way the EmailJS API does, so a misconfigured site fails locally
// with the same 400 + reason text it would get in production instead of "working" only here.
export type SendRequest = {
  lib_version?: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<string, unknown>
}

export type Accounts = { publicKey: string; serviceId: string; templateId: string }

export type Verdict = { ok: true; request: SendRequest } | { ok: false; status: number; reason: string }

const DASHBOARD = 'https://dashboard.emailjs.com/admin'

/** EmailJS caps the template variables of one e-mail at 50 KB. */
export const MAX_PARAMS_BYTES = 50 * 1024

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function fail(reason: string, status = 400): Verdict {
  return { ok: false, status, reason }
}

export function validateSendBody(rawBody: string, accounts: Accounts): Verdict {
  let body: unknown
  try {
    body = JSON.parse(rawBody)
  } catch {
    return fail('The request body is not valid JSON')
  }
  if (!isRecord(body)) return fail('The request body has to be a JSON object')

  const { user_id, service_id, template_id, template_params } = body
  if (typeof user_id !== 'string' || user_id === '') {
    return fail(`The Public Key is required. To find this ID, visit ${DASHBOARD}/account`)
  }
  if (user_id !== accounts.publicKey) {
    return fail(`The Public Key is invalid. To find this ID, visit ${DASHBOARD}/account`)
  }
  if (typeof service_id !== 'string' || service_id !== accounts.serviceId) {
    return fail(`The service ID is invalid. To find this ID, visit ${DASHBOARD}`)
  }
  if (typeof template_id !== 'string' || template_id !== accounts.templateId) {
    return fail(`The template ID is invalid. To find this ID, visit ${DASHBOARD}/templates`)
  }
  if (!isRecord(template_params)) {
    return fail('The template_params parameter is required and has to be an object')
  }
  if (Buffer.byteLength(JSON.stringify(template_params)) > MAX_PARAMS_BYTES) {
    return fail('The total size of the template variables exceeds the 50 KB limit', 413)
  }
  const lib_version = typeof body.lib_version === 'string' ? body.lib_version : undefined
  return { ok: true, request: { lib_version, user_id, service_id, template_id, template_params } }
}
