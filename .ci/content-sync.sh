#!/usr/bin/env bash
# Content-publish workflow step: sync the live Sanity dataset into src/generated. The change
# summary (or sync's error, naming document and field) goes to the log, the job page
# ($GITHUB_STEP_SUMMARY) and, on failure, an error annotation. Exit non-zero stops the job.
set -uo pipefail
cd "$(dirname "$0")/.."

# Without both, sync would quietly fall back to the seed and the site would lose the owner's content.
for name in SANITY_PROJECT_ID SANITY_DATASET; do
  if [ -z "${!name:-}" ]; then
    echo "::error title=Content not published::The $name secret is not set (Settings → Secrets and variables → Actions)."
    exit 2
  fi
done
# The rental book is private in every dataset (only a token reads it): without one, the site would
# show every bike free. Sync also proves that a request WITHOUT the token reads no rental.
if [ -z "${SANITY_READ_TOKEN:-}" ]; then
  echo "::error title=Content not published::The SANITY_READ_TOKEN secret is not set: the rental book is private and only a token reads it (a Viewer token from sanity.io/manage → API → Tokens; Settings → Secrets and variables → Actions)."
  exit 2
fi

log="$(mktemp)"
npm run --silent sync 2>&1 | tee "$log"
status=${PIPESTATUS[0]}

summary="${GITHUB_STEP_SUMMARY:-/dev/null}"
# What moves money (the PromptPay ID, the prepayment and cancellation rule, the prices of extras and
# cover), first on the job page and one notice each, which the Studio's status bar shows the owner.
money="$(grep -E '^ +(changes +)?money: ' "$log" | sed -E 's/^ +(changes +)?money: //')"
if [ "$status" -eq 0 ]; then
  echo "### Content synced from Sanity" >>"$summary"
  if [ -n "$money" ]; then
    { echo "**Money changed: check each line is yours**"; echo; sed -E 's/^/- /' <<<"$money"; echo; } >>"$summary"
    # A workflow command's message escapes % first (GitHub's rule), so "(%)" reads as written.
    sed -E 's/%/%25/g; s/^/::notice title=Money changed::/' <<<"$money"
  fi
else
  echo "### Content NOT published: fix it in the Studio and publish again" >>"$summary"
  echo "The site keeps showing the last good version." >>"$summary"
  # One annotation per problem, so each shows on the run page without opening the log.
  grep -E '^(sync failed: |  - )' "$log" | sed -E 's/^(sync failed: |  - )/::error title=Content not published::/'
fi
{ echo '```'; cat "$log"; echo '```'; } >>"$summary"
rm -f "$log"
exit "$status"
