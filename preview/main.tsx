// The preview's entry (preview/index.html, built by vite.preview.config.ts into dist-preview/,
// never into the public dist/): the site on the Studio's drafts, with click-to-edit overlays.
import { stegaClean } from '@sanity/client/stega'
import { enableVisualEditing } from '@sanity/visual-editing'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { PreviewRoot } from './PreviewRoot.tsx'
import { navigateByLoading } from './place/navigation.ts'

const container = document.getElementById('root')
if (!container) throw new Error('preview/index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <PreviewRoot />
  </StrictMode>,
)

// Overlays that open a field in the Studio on click. Stega in an attribute (href, a form value,
// the page title) would break or bloat something: such finds are reported in the console.
enableVisualEditing({
  history: navigateByLoading,
  onSuspiciousStega: (reports) => {
    for (const { kind, attribute, element, value } of reports) {
      console.warn(`Stega where it does not belong (${kind}${attribute ? ` ${attribute}` : ''} on <${element?.localName ?? 'page'}>): ${JSON.stringify(stegaClean(value))}`)
    }
  },
})
