// The shop logo with its white background faded (see processLogo). The image is fetched after
// mount, never during render (the page is prerendered); until then a same-sized box holds the place.
import { Box } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { logoBoxSize } from '../../components/ui/logoSize'
import { settings } from '../../content'
import { processLogo } from './processLogo'

export default function Logo() {
  const [src, setSrc] = useState<string | null>(null)
  const original = settings.logo.url

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
      {src && (
        <img src={src} alt="" width={settings.logo.width} height={settings.logo.height}
          style={{ width: '100%', height: '100%' }} data-testid="logo"
        />
      )}
    </Box>
  )
}
