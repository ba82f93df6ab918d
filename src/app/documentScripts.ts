// The only inline code in the built HTML (the prerender inserts it). Built from constants, so the
// bytes are the same on every build and a CSP can allow each script by its hash.
import { LANGUAGE_PARAM, LANGUAGE_SWAP_CLASS } from '../i18n/languageSwap'
import { htmlLang, locales } from '../i18n/locales'
import { LOCALE_STORAGE_KEY } from '../i18n/storage'

/** The meta tag naming the entry module (first) and the modules it imports (preloaded with it). */
export const MODULES_META = 'app-modules'

/** The attribute on <html> naming the language the document was prerendered in. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'

// Hidden at most this long: if the app is slow or broken, the prerendered page shows anyway.
const maxHiddenMs = 1500

/** Hides the page while the app swaps the prerendered language for the asked-for one. */
export const swapStyle =
  `html.${LANGUAGE_SWAP_CLASS} #root{visibility:hidden;animation:${LANGUAGE_SWAP_CLASS} 0s ${maxHiddenMs}ms forwards}` +
  `@keyframes ${LANGUAGE_SWAP_CLASS}{to{visibility:visible}}`

/**
 * In <head>, before the first paint: the asked-for language (?lang=, else the stored choice) goes
 * on <html lang> at once, and when it differs from the prerendered one the page stays hidden until
 * the app has switched (see swapStyle), so no visitor sees English flash by.
 */
export const languageScript = `(function(){try{var r=document.documentElement,ok=/^(${locales.join('|')})$/,s=null,
q=new URLSearchParams(location.search).get(${JSON.stringify(LANGUAGE_PARAM)});
try{s=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})}catch(e){}
var w=ok.test(q)?q:ok.test(s)?s:null,p=r.getAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)});
if(w){r.lang=${JSON.stringify(htmlLang)}[w];if(p&&w!==p)r.classList.add(${JSON.stringify(LANGUAGE_SWAP_CLASS)})}}catch(e){}})()`

/**
 * At the end of <body>: starts the app only after the first paint. A module script that has
 * arrived before the first paint holds the paint back; this one waits a frame (or starts at once
 * when the tab is hidden, where frames never come, or the page is hidden for a language swap).
 */
export const loaderScript = `(function(){var d=document,m=d.querySelector('meta[name="${MODULES_META}"]'),done=0;if(!m)return;
function go(){if(done)return;done=1;var u=m.content.split(" ");for(var i=1;i<u.length;i++){var l=d.createElement("link");
l.rel="modulepreload";l.href=u[i];d.head.appendChild(l)}var s=d.createElement("script");s.type="module";s.src=u[0];d.head.appendChild(s)}
if(d.visibilityState!=="visible"||d.documentElement.classList.contains(${JSON.stringify(LANGUAGE_SWAP_CLASS)}))go();
else{requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)}})()`
