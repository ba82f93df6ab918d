// Prices with their units, each kept on one line ("10,000 baht / month" never ends a line at "/"),
// the list breaking only between them. A no-break space would not do for Thai, written without
// spaces: the browser breaks inside a phrase where its dictionary ends a word (เริ่ม|ต้น, "from").
import { Fragment } from 'react'

export function PhraseList({ phrases }: { phrases: readonly string[] }) {
  return phrases.map((phrase, index) => (
    <Fragment key={index}>
      {index > 0 && ' · '}
      <span style={{ whiteSpace: 'nowrap' }}>{phrase}</span>
    </Fragment>
  ))
}
