// The rental's message to the customer: the message for its stage (or another one chosen), in the
// customer's language and filled in from the rental, with the English beside it so the owner knows
// what goes out, and the links that open it ready to send in WhatsApp, LINE, SMS or e-mail. The
// texts are Shop settings' (Messages to customers). Nothing is saved: the field only shows.
import {useEffect, useState} from 'react'
import {Box, Card, Flex, Grid, Select, Stack, Text} from '@sanity/ui'
import {useClient, useFormValue, type StringInputProps} from 'sanity'
import {contactLinks, CUSTOMER_MESSAGE_KEYS, CUSTOMER_MESSAGES, messageForRental, type CustomerMessageKey} from '../../../rules/content/customerMessages'
import {stageOf} from '../../../rules/content/rentalStages'
import {defaultLocale, knownLanguages, locales, type Locale as CustomerLanguage} from '../../../src/i18n/locales'
import {composeMessage, type MessageTexts} from './customerMessage'

type Shop = {texts: MessageTexts | null; shop: string | null; bike: string | null; bikeDeposit: number | null}
const QUERY = `{
  "texts": *[_id == "siteSettings"][0].customerMessages,
  "shop": *[_id == "siteSettings"][0].shopName,
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

const isLanguage = (value: unknown): value is CustomerLanguage => (locales as readonly unknown[]).includes(value)

export function CustomerMessageInput(props: StringInputProps) {
  const rental = useFormValue([]) as Record<string, unknown> | undefined
  const shop = useShop((rental?.bike as {_ref?: string} | undefined)?._ref)
  const [chosen, setChosen] = useState<CustomerMessageKey | null>(null)
  if (!shop) return <Text size={1} muted>Reading the messages…</Text>
  const key = chosen ?? messageForRental(stageOf(rental), rental?.refund)
  const language = isLanguage(rental?.language) ? rental.language : defaultLocale
  const facts = {...rental, bike: shop.bike, shop: shop.shop, deposit: typeof rental?.depositAmount === 'number' ? rental.depositAmount : shop.bikeDeposit}
  const sent = composeMessage(shop.texts, key, language, facts)
  const english = language === defaultLocale ? null : composeMessage(shop.texts, key, defaultLocale, facts)
  const links = sent ? contactLinks({phone: rental?.phone as string | undefined, email: rental?.email as string | undefined}, sent, shop.shop ?? '') : []
  return (
    <Stack space={3} id={props.id}>
      <Select value={key} onChange={(event) => setChosen(event.currentTarget.value as CustomerMessageKey)} aria-label="Which message">
        {CUSTOMER_MESSAGE_KEYS.map((value) => (
          <option key={value} value={value}>{CUSTOMER_MESSAGES[value].title}</option>
        ))}
      </Select>
      {!sent ? (
        <Text size={1} muted>Write this message in Shop settings → Messages to customers ({knownLanguages[language].englishName}).</Text>
      ) : (
        <>
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
          {!rental?.phone && !rental?.email && <Text size={1} muted>Add the customer&apos;s phone or e-mail above to open the message straight to them.</Text>}
        </>
      )}
    </Stack>
  )
}
