// The nginx, Apache and Caddy configurations docs/hosting.md gives, written from the same header
// list as dist/_headers and vercel.json (site-build/headers/policy.ts) and the same language list as
// _redirects. A test holds the guide's copies to these, and runs each server on them where it is
// installed (site-build/hosting/servers.test.ts); `npx tsx site-build/headers/write.ts dist --docs`
// rewrites the guide's copies after a change.
import { HASHED_ASSETS } from '../headers/policy.ts'
import { LANGUAGE_DOCUMENTS, LANGUAGE_PARAM, NOT_FOUND_DOCUMENT } from './languageDocuments.ts'

/** Where the guide puts the built site; the live tests put their own folder in its place. */
export const SITE_ROOT = '/var/www/phuket-moto/dist'
export const NGINX_HEADERS_FILE = '/etc/nginx/snippets/phuket-moto-headers.conf'
export const CADDY_SITE = 'www.example-shop.com'

type Headers = Array<[string, string]>
const ASSETS = HASHED_ASSETS.path // '/assets/'
const languages = LANGUAGE_DOCUMENTS.map(({ lang }) => lang).join('|')
/** Every value is written in double quotes; none of the headers holds one. */
const quoted = (value: string) => {
  if (value.includes('"')) throw new Error(`a header value with a double quote cannot be written as it is: ${value}`)
  return `"${value}"`
}

/** The snippet every nginx block that sends headers includes: the security headers, on every answer. */
export function nginxHeaders(headers: Headers): string {
  return [
    '# The security headers of the site, from its _headers file. "always": on 404 answers too.',
    ...headers.map(([name, value]) => `add_header ${name} ${quoted(value)} always;`),
    '',
  ].join('\n')
}

export function nginxServer(): string {
  const cache = HASHED_ASSETS.headers.map(([name, value]) => `        add_header ${name} ${quoted(value)} always;`)
  return [
    'server {',
    '    # listen, server_name and TLS (ssl_certificate …) as for any site of yours',
    `    root ${SITE_ROOT};`,
    '    # No version in the Server header or on error pages.',
    '    server_tokens off;',
    '    # No byte ranges: nginx would send every add_header twice on its 416 answer. The files are small.',
    '    max_ranges 0;',
    `    include ${NGINX_HEADERS_FILE};`,
    `    error_page 404 ${NOT_FOUND_DOCUMENT};`,
    '',
    '    # The home page in another language is its own prerendered document.',
    '    location = / {',
    `        if ($arg_${LANGUAGE_PARAM} ~ ^(${languages})$) {`,
    `            rewrite ^ /index.$arg_${LANGUAGE_PARAM}.html break;`,
    '        }',
    '    }',
    '',
    '    # A location with an add_header of its own sends none of the server\'s: include them again.',
    `    location ${ASSETS} {`,
    `        include ${NGINX_HEADERS_FILE};`,
    ...cache,
    '        try_files $uri =404;',
    '    }',
    '',
    '    location / {',
    '        try_files $uri $uri/ =404;',
    '    }',
    '}',
    '',
  ].join('\n')
}

export function apacheSite(headers: Headers): string {
  const cache = HASHED_ASSETS.headers.map(([name, value]) => `        Header always set ${name} ${quoted(value)} "expr=%{REQUEST_STATUS} == 200"`)
  return [
    '# In the site\'s <VirtualHost> (ServerName and TLS as for any site of yours).',
    '# Needs mod_headers and mod_rewrite: a2enmod headers rewrite',
    `DocumentRoot ${SITE_ROOT}`,
    `ErrorDocument 404 ${NOT_FOUND_DOCUMENT}`,
    '# Here, not inside <Directory>: "always" at this level reaches every answer of the site, the',
    '# errors Apache gives before it maps a path to the folder (400, 414, 405) included.',
    ...headers.map(([name, value]) => `Header always set ${name} ${quoted(value)}`),
    '# TRACE would echo the request back (cookies and all): refused with 405.',
    'TraceEnable off',
    'ServerSignature Off',
    `<Directory ${SITE_ROOT}>`,
    '    Require all granted',
    '    AllowOverride None',
    '    Options -Indexes',
    '    # Hashed file names: kept a year. Only a file that exists (a 404 is not kept).',
    `    <If "%{REQUEST_URI} =~ m#^${ASSETS}#">`,
    ...cache,
    '    </If>',
    '    # The home page in another language is its own prerendered document.',
    '    RewriteEngine On',
    `    RewriteCond %{QUERY_STRING} (^|&)${LANGUAGE_PARAM}=(${languages})(&|$)`,
    '    RewriteRule ^$ /index.%2.html [L]',
    '</Directory>',
    '',
  ].join('\n')
}

/** Server-wide (ServerTokens has no effect in a VirtualHost): on Debian, /etc/apache2/conf-available/security.conf. */
export function apacheServer(): string {
  return ['# Server-wide: the Server header says "Apache", no version or system.', 'ServerTokens Prod', ''].join('\n')
}

export function caddySite(headers: Headers): string {
  const tab = '\t'
  const cache = HASHED_ASSETS.headers.map(([name, value]) => `${tab}header @assets ${name} ${quoted(value)}`)
  return [
    '# The security headers of the site, from its _headers file.',
    '(phuket_moto_headers) {',
    `${tab}header {`,
    ...headers.map(([name, value]) => `${tab}${tab}${name} ${quoted(value)}`),
    `${tab}}`,
    '}',
    '',
    `${CADDY_SITE} {`,
    `${tab}root * ${SITE_ROOT}`,
    `${tab}import phuket_moto_headers`,
    '',
    `${tab}# Hashed file names: kept a year (a 404 there is not).`,
    `${tab}@assets {`,
    `${tab}${tab}path ${ASSETS}*`,
    `${tab}${tab}file`,
    `${tab}}`,
    ...cache,
    '',
    `${tab}# The home page in another language is its own prerendered document.`,
    ...LANGUAGE_DOCUMENTS.flatMap(({ lang, file }) => [
      `${tab}@${lang} {`,
      `${tab}${tab}path /`,
      `${tab}${tab}query ${LANGUAGE_PARAM}=${lang}`,
      `${tab}}`,
      `${tab}rewrite @${lang} ${file}`,
    ]),
    '',
    `${tab}# TRACE would echo the request back: refused.`,
    `${tab}@trace method TRACE`,
    `${tab}respond @trace 405`,
    '',
    `${tab}file_server`,
    '',
    `${tab}# Every error answer carries the same headers; unknown paths get the app's not-found page, with status 404.`,
    `${tab}handle_errors {`,
    `${tab}${tab}import phuket_moto_headers`,
    `${tab}${tab}@404 expression {err.status_code} == 404`,
    `${tab}${tab}handle @404 {`,
    `${tab}${tab}${tab}rewrite * ${NOT_FOUND_DOCUMENT}`,
    `${tab}${tab}${tab}file_server`,
    `${tab}${tab}}`,
    `${tab}}`,
    '}',
    '',
  ].join('\n')
}

/** Each block of docs/hosting.md that is written from here, by the name its marker gives it. */
export function serverConfigBlocks(headers: Headers): Record<string, string> {
  return {
    'nginx-headers': nginxHeaders(headers),
    'nginx-server': nginxServer(),
    'apache-server': apacheServer(),
    'apache-site': apacheSite(headers),
    caddyfile: caddySite(headers),
  }
}
