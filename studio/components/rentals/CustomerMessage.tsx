// One message to the customer, ready to send: Shop settings' text (Messages to customers) in the
// customer's language, filled in from the rental (./customerMessage.ts), the English beside it so
// the owner knows what goes out, and the links that open it in WhatsApp, LINE, SMS or e-mail.
// Shared by the rental's message picker (CustomerMessageInput.tsx) and the extension card
// (ExtensionInput.tsx), which offers the extension's message with the added days' price.
import {useEffect, useState} from 'react'
import {Box, Card, Flex, Grid, Stack, Text} from '@sanity/ui'
import {useClient} from 'sanity'
import {contactLinks, type CustomerMessageKey} from '../../../rules/content/customerMessages'
import {defaultLocale, knownLanguages} from '../../../src/i18n/locales'
import {composeMessage, customerLanguage, type MessageFacts, type MessageTexts} from './customerMessage'

type Shop = {texts: MessageTexts | null; shop: string | null; shopAddress: string | null; bike: string | null; bikeDeposit: number | null}
const QUERY = `{
  "texts": *[_id == "siteSettings"][0].customerMessages,
  "shop": *[_id == "siteSettings"][0].shopName,
  "shopAddress": *[_id == "siteSettings"][0].streetAddress,
  "bike": *[_id == $bike][0].name,
  "bikeDeposit": *[_id == $bike][0].deposit
}`

function useShop(bikeRef: string | undefined): Shop | null {
  const client = useClient({apiVersion: '2025-01-01'})
  const [shop, setShop] = useState<Shop | null>(null)
  useEffect(() => {
    let current = true
    client.fetch<Shop>(QUERY, {bike: bikeRef ?? ''}).then((found) => current && setShop(found))
    return () => {
      current = false
    }
  }, [client, bikeRef])
  return shop
}

/** `rental`: the form's values; `more`: what only the caller knows (the extension's added days' price). */
export function CustomerMessage({messageKey, rental, more}: {messageKey: CustomerMessageKey; rental: Record<string, unknown> | undefined; more?: MessageFacts}) {
  const shop = useShop((rental?.bike as {_ref?: string} | undefined)?._ref)
  if (!shop) return <Text size={1} muted>Reading the messages…</Text>
  const language = customerLanguage(rental?.language)
  const facts = {...rental, bike: shop.bike, shop: shop.shop, shopAddress: shop.shopAddress, deposit: typeof rental?.depositAmount === 'number' ? rental.depositAmount : shop.bikeDeposit, ...more}
  const sent = composeMessage(shop.texts, messageKey, language, facts)
  const english = language === defaultLocale ? null : composeMessage(shop.texts, messageKey, defaultLocale, facts)
  const links = sent ? contactLinks({phone: rental?.phone as string | undefined, email: rental?.email as string | undefined}, sent, shop.shop ?? '') : []
  if (!sent) return <Text size={1} muted>Write this message in Shop settings → Messages to customers ({knownLanguages[language].englishName}).</Text>
  return (
    <Stack space={3}>
      <Grid columns={[1, 1, english ? 2 : 1]} gap={2}>
        <Card padding={3} radius={2} border>
          <Stack space={2}>
            <Text size={0} muted>Goes out in {knownLanguages[language].englishName}</Text>
            <Text size={1} lang={language} data-testid="message-sent" style={{whiteSpace: 'pre-wrap'}}>{sent}</Text>
          </Stack>
        </Card>
        {english && (
          <Card padding={3} radius={2} border tone="transparent">
            <Stack space={2}>
              <Text size={0} muted>The same in English</Text>
              <Text size={1} data-testid="message-english" style={{whiteSpace: 'pre-wrap'}}>{english}</Text>
            </Stack>
          </Card>
        )}
      </Grid>
      <Flex gap={2} wrap="wrap">
        {links.map((link) => (
          <Box key={link.app}>
            <a href={link.href} target="_blank" rel="noreferrer noopener"
              style={{display: 'inline-block', padding: '8px 14px', border: '1px solid var(--card-hairline-hard-color)', borderRadius: 4, color: 'inherit', textDecoration: 'none', fontSize: 14}}>
              Open in {link.app}
            </a>
          </Box>
        ))}
      </Flex>
      {!rental?.phone && !rental?.email && <Text size={1} muted>Add the customer&apos;s phone or e-mail to the rental to open the message straight to them.</Text>}
    </Stack>
  )
}
