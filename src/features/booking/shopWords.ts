// The shop's e-mail's fixed words, in the shop's English: what the robot check found and which
// e-mail of a booking this is. Apart from templateParams.ts, which loads the content, so the
// engines' scenarios and the e2e tests can read them in Node.

export const REVISION_ORIGINAL = 'First e-mail for this booking'
/** A booking changed while its first e-mail was on its way, sent again under the same reference. */
export const revisionCorrection = (reference: string) => `Correction of ${reference}: replaces the earlier e-mail with this reference`

export const CHECK_PASSED = 'Passed: no sign of a robot'
export const CHECK_DOUBTFUL = 'Doubtful: a field people never see was filled in, as robots (and some browsers\' autofill) do. Call before confirming.'

