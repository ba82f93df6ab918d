// The only inline code in the built HTML (the prerender inserts it). Built from constants, so the
// bytes are the same on every build and a CSP can allow each script by its hash.
import { LANGUAGE_PARAM, LANGUAGE_SWAP_CLASS, PENDING_CLICK, READY_ATTRIBUTE } from '../i18n/languageSwap.ts'
import { htmlLang, locales } from '../i18n/locales.ts'
import { LOCALE_STORAGE_KEY } from '../i18n/storage.ts'

/** The meta tag naming the entry module (first) and the modules it imports (preloaded with it). */
export const MODULES_META = 'app-modules'

/** The meta tag naming modules fetched (not run) when the app starts: the booking form's chunks. */
export const START_MODULES_META = 'app-modules-on-start'

/** The attribute on <html> naming the language the document was prerendered in. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'

// Hidden at most this long: if the app is slow or broken, the prerendered page shows anyway.
const maxHiddenMs = 1500

/** Hides the page while the app swaps the prerendered language for the asked-for one. */
export const swapStyle =
  `html.${LANGUAGE_SWAP_CLASS} #root{visibility:hidden;animation:${LANGUAGE_SWAP_CLASS} 0s ${maxHiddenMs}ms forwards}` +
  `@keyframes ${LANGUAGE_SWAP_CLASS}{to{visibility:visible}}`

/** The attribute the loader puts on <html> at the visitor's first sign of intent (see loaderScript). */
export const INTENT_ATTRIBUTE = 'data-intent'

/** What the loader takes as a first sign of intent: it starts the app and fetches the booking form. */
export const intentEvents = ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel']

/**
 * In <head>, before the first paint: the asked-for language (?lang=, else the stored choice) goes
 * on <html lang> at once. A stored choice other than this document's language loads that
 * language's prerendered document (its address is ?lang=xx, which the host maps to it). Where the
 * host has no such document the page stays hidden until the app has switched (see swapStyle), so
 * no visitor sees English flash by. A host that answers another path with the home document (an SPA
 * fallback) gets the same hiding: the app starts at once and renders the not-found page instead.
 */
export const languageScript = `(function(){try{var r=document.documentElement,ok=/^(${locales.join('|')})$/,s=null,
u=new URL(location.href),q=u.searchParams.get(${JSON.stringify(LANGUAGE_PARAM)});
try{s=localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)})}catch(e){}
var w=ok.test(q)?q:ok.test(s)?s:null,p=r.getAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)});
if(p&&location.pathname!=="/")r.classList.add(${JSON.stringify(LANGUAGE_SWAP_CLASS)});
if(w){r.lang=${JSON.stringify(htmlLang)}[w];if(p&&w!==p){r.classList.add(${JSON.stringify(LANGUAGE_SWAP_CLASS)});
if(!ok.test(q)){u.searchParams.set(${JSON.stringify(LANGUAGE_PARAM)},w);location.replace(u.href)}}}}catch(e){}})()`

/**
 * In <head>, after the metas naming the modules (see composeDocument for why not at the end of
 * <body>). The prerendered page is complete without the app, so the app's script is fetched once
 * the page has loaded, its first contentful paint has been reported and the main thread is idle,
 * at low priority (never competing with the first paint or the photos for a slow connection), and
 * run (hydrated) at the visitor's first sign of intent (touch, key, hover, focus, wheel): on a
 * phone that is the first swipe, seconds before a tap on a card's Book, so the app has started
 * and the booking form (START_MODULES_META, fetched at the same moment) is ready by then. Running
 * it by itself after the load was measured and not kept: its evaluation is one ~80 ms task
 * unthrottled (Chakra's createSystem is most of it), which Lighthouse's 4x CPU turned into TBT
 * medians of 285-536 ms (docs/decisions/app-starts-on-intent.md). A click on a control before the
 * app runs is kept (PENDING_CLICK) and replayed by the app.
 * Pages with nothing prerendered (404.html), waiting for a language swap, or reloaded to open the
 * booking form (#book=, see app/booking/chunkRecovery.ts) start at once.
 *
 * Why the paint entry and not the next animation frame: a frame's paint reaches the screen after
 * the frame's tasks, and on a fast link the whole app (~150 KB) arrived before the first contentful
 * paint did. Lighthouse then counts the app's download as needed for that paint and its
 * simulated slow-4G FCP and LCP grew by ~0.6 and ~1.1 s (1 of 14 probe runs; 2 of 3 in a red CI
 * run). Low priority says the same to the browser's scheduler; waiting for an idle moment after load lets a later, larger
 * paint (the LCP) finish first. A browser without paint timing waits one frame, as before; a page
 * loaded in a background tab fetches when it is first shown (painted) or on intent.
 *
 * The entry is added only once the document is parsed (DOMContentLoaded): this script runs in
 * <head>, and an app started earlier (404.html, a language swap, a very early touch) would find
 * #root missing or half parsed.
 */
export const loaderScript = `(function(){var d=document,w=window,r=d.documentElement,m=d.querySelector('meta[name="${MODULES_META}"]'),
done=0,wanted=0,e=${JSON.stringify(intentEvents)},i;if(!m)return;var u=m.content.split(" ");
function pre(list,low){for(var k=0;k<list.length;k++){var l=d.createElement("link");l.rel="modulepreload";if(low)l.fetchPriority="low";l.href=list[k];d.head.appendChild(l)}}
function go(){if(done)return;done=1;if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",run);else run()}
function run(){var s=d.createElement("script");s.type="module";s.src=u[0];d.head.appendChild(s)}
function intent(){if(wanted)return;wanted=1;r.setAttribute(${JSON.stringify(INTENT_ATTRIBUTE)},"");for(var j=0;j<e.length;j++)w.removeEventListener(e[j],intent,true);go();
var b=d.querySelector('meta[name="${START_MODULES_META}"]');if(b)pre(b.content.split(" "))}
d.addEventListener("click",function(v){if(r.hasAttribute(${JSON.stringify(READY_ATTRIBUTE)}))return;
var t=v.target&&v.target.closest&&v.target.closest("button,[role=button]");if(t){w.${PENDING_CLICK}=t;intent()}},true);
for(i=0;i<e.length;i++)w.addEventListener(e[i],intent,{capture:true,passive:true});
if(!r.hasAttribute(${JSON.stringify(PRERENDERED_ATTRIBUTE)})||r.classList.contains(${JSON.stringify(LANGUAGE_SWAP_CLASS)})||/^#book=/.test(location.hash))return go();
var P=w.PerformanceObserver,painted=0,loaded=0,fetched=0;
function idle(){if(fetched||!painted||!loaded)return;fetched=1;(w.requestIdleCallback||function(f){setTimeout(f,1)})(function(){pre(u,1)},{timeout:2000})}
function onPaint(){painted=1;idle()}
if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){var o=new P(function(l){
if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();onPaint()}});o.observe({type:"paint",buffered:true})}
else requestAnimationFrame(onPaint);
function onLoad(){loaded=1;idle()}
if(d.readyState==="complete")onLoad();else w.addEventListener("load",onLoad)})()`
