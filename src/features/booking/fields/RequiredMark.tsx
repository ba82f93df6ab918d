// The visual "required" asterisk. Inputs carry aria-required instead of the native `required`,
// so a missing field reaches the spec's toast (docs/spec.md §5) instead of the browser's own bubble.
import { Span } from '@chakra-ui/react'

export function RequiredMark() {
  return (
    <Span color="fg.error" aria-hidden="true">
      *
    </Span>
  )
}
