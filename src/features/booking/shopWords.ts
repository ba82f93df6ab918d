// The shop's e-mail's fixed words, in the shop's English: what the robot check found and which
// e-mail of a booking this is. Apart from templateParams.ts, which loads the content, so the
// engines' scenarios and the e2e tests can read them in Node.

export const REVISION_ORIGINAL = 'First e-mail for this booking'
/** A booking changed while its first e-mail was on its way, sent again under the same reference. */
export const revisionCorrection = (reference: string) => `Correction of ${reference}: replaces the earlier e-mail with this reference`

/**
 * What the sender's browser says of the form's hidden field (Honeypot.tsx), and no more: a request
 * sent without the website writes this line as it likes.
 */
export const CHECK_PASSED = "Hidden field left empty, as people leave it (robots often fill it in). The sender writes this line too: it is no proof the website's form sent this e-mail"

export const CHECK_DOUBTFUL = 'Doubtful: a field people never see was filled in, as robots (and some browsers\' autofill) do. Call before confirming.'

