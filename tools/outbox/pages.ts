// The outbox's index page: every stored e-mail, newest first, linked to its rendered HTML and raw request.
import { escapeHtml } from '../../site-build/html/safe.ts'
import type { StoredEmail } from './mailbox.ts'
import { AUTO_REPLY_MODES, DASHBOARD_SETTINGS, type AutoReplyMode } from './autoReply.ts'

const MODE_TITLES: Record<AutoReplyMode, string> = { off: 'Auto-Reply off', fixed: 'Fixed receipt', full: 'Full confirmation' }

/** What to type in the EmailJS dashboard for each Auto-Reply choice, the one this outbox plays marked. */
function settingsTable(current: AutoReplyMode): string {
  const head = AUTO_REPLY_MODES.map((mode) => `<th${mode === current ? ' class="current"' : ''}>${MODE_TITLES[mode]}${mode === current ? ' (this outbox)' : ''}</th>`).join('')
  const rows = DASHBOARD_SETTINGS.map(({ where, setting, value }) =>
    `<tr><th scope="row">${escapeHtml(where)}${setting ? `<br><span>${escapeHtml(setting)}</span>` : ''}</th>${AUTO_REPLY_MODES.map((mode) => `<td${mode === current ? ' class="current"' : ''}>${escapeHtml(value[mode])}</td>`).join('')}</tr>`,
  ).join('\n')
  return `<section aria-labelledby="settings">
<h2 id="settings">EmailJS settings to type in the dashboard</h2>
<p>Each column is one way to set up the visitor's confirmation (EmailJS's Auto-Reply); the site sends the same request whichever you choose. It starts on Off, the recommended setting; to see what the others send, start it with <code>npm run dev -- --auto-reply fixed</code> (or <code>full</code>). Why the choice matters: docs/booking-and-security.md.</p>
<table class="settings"><thead><tr><th></th>${head}</tr></thead>
<tbody>${rows}</tbody></table>
</section>`
}

function row(email: StoredEmail): string {
  const params = email.request.template_params
  const from = escapeHtml(String(params.from_name ?? ''))
  // Older stored e-mails have no kind: they are the shop's.
  const to = email.kind === 'auto-reply' ? `the visitor, ${escapeHtml(email.to ?? '')} (auto-reply)` : 'the shop'
  return `<tr>
  <td><time datetime="${email.receivedAt}">${escapeHtml(email.receivedAt.replace('T', ' ').slice(0, 19))}</time></td>
  <td><a href="/emails/${email.id}.html">${email.subject}</a></td>
  <td>${from}</td>
  <td>${to}</td>
  <td><a href="/emails/${email.id}.json">request</a></td>
</tr>`
}

export function indexPage(emails: StoredEmail[], dir: string, autoReply: AutoReplyMode = 'off'): string {
  const body = emails.length
    ? `<table><thead><tr><th>Received (UTC)</th><th>Subject</th><th>From</th><th>To</th><th>JSON</th></tr></thead>
<tbody>${emails.map(row).join('\n')}</tbody></table>`
    : '<p>No e-mails yet. Book a bike on the site and reload this page.</p>'
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Outbox (${emails.length})</title>
<style>
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1a202c; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .4rem .6rem; border-bottom: 1px solid #e2e8f0; }
  a { color: #0b5cad; }
  code { background: #f1f5f9; padding: 0 .3rem; }
  section { padding: .75rem; }
  .settings { margin-top: .5rem; font-size: 14px; }
  .settings th[scope=row] { font-weight: 600; width: 22%; }
  .settings th[scope=row] span { font-weight: 400; color: #4a5568; }
  .settings .current { background: #ebf8ff; }
</style>
</head>
<body>
<h1>Outbox: ${emails.length} e-mail${emails.length === 1 ? '' : 's'}</h1>
<p>What the shop would receive from EmailJS, and the confirmations its auto-reply would send to visitors who gave an e-mail address. Stored in <code>${escapeHtml(dir)}</code>.</p>
${body}
${settingsTable(autoReply)}
</body>
</html>
`
}
