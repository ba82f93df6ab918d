// A thin bar above the Studio: is the last publish live, still on its way, or stopped (and why)?
// The owner sees it on every screen, without opening GitHub.
import {useEffect, useRef, useState} from 'react'
import {Box, Card, Flex, Stack, Text} from '@sanity/ui'
import type {LayoutProps} from 'sanity'
import {readPublishStatus, type PublishStatus, type RunNotes} from './publishStatus'
import {localStandIn} from '../localStandIn'

/**
 * "owner/name" of the website's GitHub repository; without it the bar is not shown. On the local
 * stand-in (`npm run dev`) the runs are the local content runs, answered in GitHub's shape by the
 * stand-in, which has no rate limit: asked every 2 s.
 */
const REPO = localStandIn ? localStandIn.contentRuns.repo : process.env.SANITY_STUDIO_CONTENT_REPO
const GITHUB = localStandIn ? localStandIn.contentRuns.api : undefined
const EVERY_MS = localStandIn ? 2_000 : 90_000

const time = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit'})

function usePublishStatus(repo: string): PublishStatus {
  const [status, setStatus] = useState<PublishStatus>({state: 'unknown'})
  const known = useRef(new Map<number, RunNotes>())
  useEffect(() => {
    let stopped = false
    const check = () => {
      if (document.visibilityState !== 'visible') return
      readPublishStatus(repo, known.current, GITHUB).then(
        (next) => !stopped && setStatus(next),
        () => undefined, // offline or GitHub unreachable: keep what is shown
      )
    }
    check()
    const timer = window.setInterval(check, EVERY_MS)
    document.addEventListener('visibilitychange', check)
    return () => {
      stopped = true
      window.clearInterval(timer)
      document.removeEventListener('visibilitychange', check)
    }
  }, [repo])
  return status
}

function StatusBar({repo}: {repo: string}) {
  const status = usePublishStatus(repo)
  if (status.state === 'unknown') return null
  const tone = status.state === 'deployed' ? 'positive' : status.state === 'running' ? 'caution' : 'critical'
  const link = (
    <a href={status.url} target="_blank" rel="noopener noreferrer">
      details
    </a>
  )
  return (
    <Card tone={tone} paddingX={4} paddingY={2} borderBottom role="status" aria-label="Website publishing">
      {status.state === 'deployed' && (
        <Stack space={2}>
          <Text size={1}>
            Website: your last publish is live (finished {time(status.at)}) · {link}
          </Text>
          <MoneyChanges lines={status.money} />
        </Stack>
      )}
      {status.state === 'running' && (
        <Text size={1}>
          Website: updating with your publish of {time(status.since)}; live in a few minutes · {link}
        </Text>
      )}
      {status.state === 'failed' && (
        <Stack space={2}>
          <Text size={1} weight="semibold">
            Website: the publish of {time(status.at)} was stopped; the site still shows the previous
            version. Fix this and publish again · {link}
          </Text>
          {status.problems.map((problem) => (
            <Text size={1} key={problem}>
              {problem}
            </Text>
          ))}
          <MoneyChanges lines={status.money} />
        </Stack>
      )}
    </Card>
  )
}

/** What moved money in that publish, the PromptPay ID in full: the owner checks each line is theirs. */
function MoneyChanges({lines}: {lines: string[]}) {
  if (lines.length === 0) return null
  return (
    <Stack space={2} aria-label="Money changed in this publish">
      <Text size={1} weight="semibold">
        Money changed in this publish: check that each change is yours
      </Text>
      {lines.map((line) => (
        <Text size={1} key={line}>
          {line}
        </Text>
      ))}
    </Stack>
  )
}

export function LayoutWithPublishStatus(props: LayoutProps) {
  return (
    <Flex direction="column" height="fill">
      {REPO && <StatusBar repo={REPO} />}
      <Box flex={1} style={{minHeight: 0}}>
        {props.renderDefault(props)}
      </Box>
    </Flex>
  )
}
