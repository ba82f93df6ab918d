// The booking form as static HTML in each language's document (src/shared/prerenderedForm.ts): a
// native <dialog> after #root, never hydrated, that the inline loader opens on a Book tap made
// before the app runs (app/inline/prerenderedForm.ts). The app's own fields and notes, rendered
// with the dialog recipe's styles into plain elements (Chakra's Dialog needs a portal and a state
// machine, which a static page has not), so it looks like the form that takes its place, with the
// same hidden anti-bot field and the spec's required-fields toast (PrerenderedToast.tsx). Left out:
// what needs the app to answer (the price estimate, the extras and cover choices, the rental terms'
// button, the hand-off).
import { CloseButton, Button, chakra, useSlotRecipe } from '@chakra-ui/react'
import { settings } from '../../../content'
import { useT } from '../../../shared/locale/useT'
import { BookingFields } from '../BookingFields'
import { FormNotes } from '../FormNotes'
import { IncludedNote } from '../extras/IncludedNote'
import { Honeypot, HONEYPOT_NAME } from '../Honeypot'
import { PrerenderedToast, prerenderedToastStyle } from './PrerenderedToast'
import { contentLayout, dialogVariant, footerLayout, headerLayout, positionerLayout, sendButtonLook } from '../dialogLayout'
import { initialValues } from '../model'
import { FORM_BODY_ATTRIBUTE, FORM_CLOSE_ATTRIBUTE, PRERENDERED_FORM_ID } from '../../../shared/prerenderedForm'

const TITLE_ID = `${PRERENDERED_FORM_ID}-title`
const emptyForm = initialValues(null)
const nothingToSet = () => undefined

export function PrerenderedBookingForm() {
  const t = useT()
  const styles = useSlotRecipe({ key: 'dialog' })(dialogVariant)
  return (
    <dialog id={PRERENDERED_FORM_ID} aria-labelledby={TITLE_ID}>
      <chakra.div css={styles.backdrop} />
      <chakra.div css={{ ...styles.positioner, ...positionerLayout }}>
        <chakra.div css={{ ...styles.content, ...contentLayout }}>
          {/* A native submit (the script's handler missing) closes the dialog; it never puts the name and phone into the page's address. */}
          <chakra.form display="contents" noValidate method="dialog">
            <chakra.div css={{ ...styles.header, ...headerLayout }}>
              <chakra.h2 css={styles.title} id={TITLE_ID}>{t('booking.title')}</chakra.h2>
              <chakra.p css={{ ...styles.description, color: 'fg.muted' }}>{t('booking.subtitle', { minutes: settings.responseMinutes })}</chakra.p>
            </chakra.div>
            <chakra.div css={{ ...styles.body, overscrollBehavior: 'contain' }} {...{ [FORM_BODY_ATTRIBUTE]: '' }}>
              <BookingFields values={emptyForm} setField={nothingToSet} prerendered />
              {/* Its own id: the app's form, rendered closed ahead, has the field too. */}
              <Honeypot id={`${HONEYPOT_NAME}-ready`} />
              {/* What comes free says no choice: the extras and the cover are chosen in the app's form.
                  A draft's choices ride along unseen, so typing here (which saves the draft) and the
                  take-over keep them. */}
              <chakra.div mt="4"><IncludedNote bike="" /></chakra.div>
              <input type="hidden" name="extras" defaultValue="" />
              <input type="hidden" name="cover" defaultValue="" />
              <FormNotes termsLink={false} />
            </chakra.div>
            <chakra.div css={{ ...styles.footer, ...footerLayout }}>
              <Button type="submit" {...sendButtonLook}>{t('booking.submit')}</Button>
            </chakra.div>
          </chakra.form>
          <CloseButton css={styles.closeTrigger} size="sm" aria-label={t('booking.close')} {...{ [FORM_CLOSE_ATTRIBUTE]: '' }} />
        </chakra.div>
      </chakra.div>
      <PrerenderedToast />
    </dialog>
  )
}

// The <dialog>'s own box and backdrop give way to the recipe's (drawn by the elements above).
// The page behind stays still while it is open, as behind the app's dialog, on touch screens:
// their scrollbars overlay the page, so hiding the page's changes no width (a desktop's would).
const id = `#${PRERENDERED_FORM_ID}`
export const prerenderedFormStyle =
  `${id}{padding:0;border:0;margin:0;width:100%;height:100%;max-width:none;max-height:none;background:none;overflow:visible;color:inherit}` +
  `${id}::backdrop{background:none}` +
  `@media (pointer:coarse){html:has(${id}[open]){overflow:hidden}}` +
  prerenderedToastStyle
