// Emotion's server render puts a <style> before each styled element. The browser then meets ~100
// style tags while parsing the page, and each one invalidates the styles computed so far, so the
// parse is cut into long tasks. Moved into <head> (one tag for the per-element rules, the global
// tags as they are), the CSS is parsed once before the body. Emotion's client cache adopts tags
// of this shape (`data-emotion="css id1 id2 …"`, the format of its own critical-CSS extraction)
// wherever they are, so hydration finds every rule already inserted.

const emotionStyle = /<style data-emotion="([^"]+)"[^>]*>([\s\S]*?)<\/style>/g

export type HoistedStyles = { body: string; head: string }

export function hoistEmotionStyles(body: string, key = 'css'): HoistedStyles {
  const globals: string[] = []
  const names: string[] = []
  const rules: string[] = []
  const stripped = body.replace(emotionStyle, (_whole, attribute: string, css: string) => {
    const [tagKey, ...ids] = attribute.split(' ')
    if (tagKey === key) {
      names.push(...ids)
      rules.push(css)
    } else {
      // `css-global <name>`: Emotion's <Global> looks its tag up by that exact attribute.
      globals.push(`<style data-emotion="${attribute}">${css}</style>`)
    }
    return ''
  })
  const merged = names.length ? `<style data-emotion="${key} ${names.join(' ')}">${rules.join('')}</style>` : ''
  return { body: stripped, head: globals.join('') + merged }
}
