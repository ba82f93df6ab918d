// The outbox's index page: every stored e-mail, newest first, linked to its rendered HTML and raw request.
import { escapeHtml } from '../../build/html/safe.ts'
import type { StoredEmail } from './mailbox.ts'

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

export function indexPage(emails: StoredEmail[], dir: string): string {
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
</style>
</head>
<body>
<h1>Outbox: ${emails.length} e-mail${emails.length === 1 ? '' : 's'}</h1>
<p>What the shop would receive from EmailJS, and the confirmations its auto-reply would send to visitors who gave an e-mail address. Stored in <code>${escapeHtml(dir)}</code>.</p>
${body}
</body>
</html>
`
}
