// The shop logo with its white background faded (see processLogo). The first render, and so the
// prerendered page, shows the original logo (lazily loaded): the page is complete before the app
// starts (it starts on the visitor's first intent), and on the white bar the original looks the
// same. Once the app runs, the faded version, made on a canvas, replaces it.
import { Box } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { logoBoxSize } from '../../components/ui/logoSize'
import { settings } from '../../content'
import { processLogo } from './processLogo'

export default function Logo() {
  const original = settings.logo.url
  const [src, setSrc] = useState<string>(original)

  useEffect(() => {
    let current = true
    const options = { threshold: settings.logoWhiteThreshold, alphaPercent: settings.logoWhiteAlphaPercent }
    processLogo(original, options)
      .then((processed) => current && setSrc(processed))
      .catch((error: unknown) => {
        console.error('Logo processing failed; showing the original logo', error)
        if (current) setSrc(original)
      })
    return () => {
      current = false
    }
  }, [original])

  return (
    <Box {...logoBoxSize()}>
      {/* alt="" because the shop name is spoken by the link around the logo. */}
      <img src={src} alt="" loading="lazy" width={settings.logo.width} height={settings.logo.height}
        style={{ width: '100%', height: '100%' }} data-testid="logo"
      />
    </Box>
  )
}
