// The one way the build writes content (untrusted: anyone with Studio access types it) into HTML.
// Text and attribute values are escaped; JSON inside a <script> data block cannot close the element
// or start a comment. Functions that put markup together take SafeHtml, which only this module
// makes, so raw content cannot reach a page by forgetting to escape it.

import { jsonInScript } from '../../src/lib/jsonInScript.ts'

declare const safe: unique symbol
/** A string of HTML that is safe to insert as it is: made only by the functions below. */
export type SafeHtml = string & { readonly [safe]: true }

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(value: string): SafeHtml {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]) as SafeHtml
}

/**
 * JSON for `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes (no `</script>`,
 * no `<!--`), and U+2028/U+2029, which some parsers of JavaScript still read as line ends.
 */
export function jsonForScript(value: unknown): SafeHtml {
  return jsonInScript(value) as SafeHtml
}
