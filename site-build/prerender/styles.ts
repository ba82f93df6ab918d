// Emotion's server render puts a <style> before each styled element. The browser then meets ~100
// style tags while parsing the page, and each one invalidates the styles computed so far, so the
// parse is cut into long tasks. Moved into <head> (one tag for the per-element rules, the global
// tags as they are), the CSS is parsed once before the body. Emotion's client cache adopts tags
// of this shape (`data-emotion="css id1 id2 …"`, the format of its own critical-CSS extraction)
// wherever they are, so hydration finds every rule already inserted.

const emotionStyle = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g

/**
 * For the separately rendered parts of one document (the page, the prerendered booking form): one
 * head for all, each rule and global tag once though several parts carry it.
 */
export function hoistEmotionStylesOf(parts: string[], key = 'css'): { bodies: string[]; head: string } {
  const globals = new Map<string, string>()
  const names: string[] = []
  const seen = new Set<string>()
  const rules: string[] = []
  const bodies = parts.map((body) =>
    body.replace(emotionStyle, (_whole, attribute: string, css: string) => {
      const [tagKey, ...ids] = attribute.split(' ')
      if (tagKey !== key) {
        // `css-global <name>`: Emotion's <Global> looks its tag up by that exact attribute.
        if (!globals.has(attribute)) globals.set(attribute, `<style data-emotion="${attribute}">${css}</style>`)
      } else if (!ids.every((id) => seen.has(id))) {
        // A tag holds the rules of its ids: one already hoisted in full is the same rules again.
        ids.forEach((id) => seen.add(id))
        names.push(...ids)
        rules.push(css)
      }
      return ''
    }),
  )
  const merged = names.length ? `<style data-emotion="${key} ${names.join(' ')}">${rules.join('')}</style>` : ''
  return { bodies, head: [...globals.values()].join('') + merged }
}
