// JSON for a <script> element's content (JSON-LD): `<`, `>`, `&` and the line separators escaped,
// so no text from the Studio can close the element or start markup. The build's head tags
// (site-build/html/safe.ts) and the rental terms' FAQ data (src/features/terms) both use this one.
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
