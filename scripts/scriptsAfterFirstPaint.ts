import type { ServerResponse } from 'node:http'

/** The page's scripts as Next writes them: `<script src="…" async=""></script>`, and their low-priority preloads. */
const SCRIPT = /<script src="([^"]+)" async=""><\/script>/g
const SCRIPT_PRELOAD = /<link rel="preload" as="script"[^>]*>/g

/** The function the loader leaves on the page, for scripts of a part streamed after the head. */
const LATE = '__scriptsAfterFirstPaint'

/**
 * Runs inline in the page's head, before anything else of it. The page's scripts are asked for once its first
 * screen is shown with its photograph: at the first largest-paint entry for the page's `fetchpriority="high"`
 * image (or for anything once that image is loaded, or on a page without one); where the browser gives no such
 * entries, at its first contentful paint. Also at the visitor's first tap or key, and, whatever else happens (a
 * photograph smaller than the text, or that failed), two frames after a second after `load`: frames, because a
 * browser that has not drawn the page yet (a tab in the background) draws none. Each is added as Next wrote it,
 * so that React finds the scripts it expects.
 */
const LOADER = `(function(q){var d=0;function add(u){var e=document.createElement('script');e.src=u;e.setAttribute('async','');document.head.appendChild(e)}
function go(){if(d)return;d=1;q.forEach(add)}
self.${LATE}=function(s){d?s.forEach(add):q.push.apply(q,s)};
var t=self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(t.indexOf('largest-contentful-paint')>=0)new PerformanceObserver(function(l){var h=document.querySelector('img[fetchpriority=high]');if(!h||h.complete||l.getEntries().some(function(e){return e.element===h}))setTimeout(go)}).observe({type:'largest-contentful-paint',buffered:true});
else if(t.indexOf('paint')>=0)new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length)setTimeout(go)}).observe({type:'paint',buffered:true});
['pointerdown','keydown','touchstart'].forEach(function(n){addEventListener(n,go,{once:true,capture:true,passive:true})});
addEventListener('load',function(){setTimeout(function(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})},1000)})})`

const list = (sources: string[]) => JSON.stringify(sources).replace(/</g, '\\u003c')
/** The inline script that asks for `sources` after the first paint. */
export const loaderScript = (sources: string[]) => `<script>${LOADER}(${list(sources)})</script>`
/** A script of a part streamed after the head: handed to the loader. */
const lateScript = (source: string) => `<script>self.${LATE}(${list([source])})</script>`

const CHARSET = '<meta charSet="utf-8"/>'

/**
 * A page's scripts, asked for once its first screen is shown rather than with its first bytes. Before, they came
 * down beside the stylesheet and the photograph, and React's ran before the first paint on a fast link: the
 * photograph was shown after the scripts (bench/README.md, "Scripts after the first paint"). A rewriter of one
 * document, fed its chunks in order. It holds the document back until its head is whole, takes every script and
 * script preload out of what it has and puts the loader, with their list, after the charset declaration; a
 * script of a later chunk is handed to the loader where it stood. It never cuts a tag in two. Inline scripts
 * (the RSC payload) and the `nomodule` polyfills stay as they are; a document without a head passes as is.
 */
export function scriptsAfterFirstPaint() {
  let held = ''
  let headDone = false
  const sources: string[] = []
  const withoutPreloads = (text: string) => text.replace(SCRIPT_PRELOAD, '')
  /** The head, and whatever came with it: its scripts listed for the loader, which goes in. */
  const head = (text: string) => {
    const rewritten = withoutPreloads(text).replace(SCRIPT, (_tag, src: string) => {
      sources.push(src)
      return ''
    })
    const charset = rewritten.indexOf(CHARSET)
    const at = charset >= 0 ? charset + CHARSET.length : rewritten.indexOf('>', rewritten.indexOf('<head')) + 1
    return rewritten.slice(0, at) + loaderScript(sources) + rewritten.slice(at)
  }
  const afterHead = (text: string) => withoutPreloads(text).replace(SCRIPT, (_tag, src: string) => lateScript(src))
  /** Where the text can be cut without cutting a tag or a script element in two. */
  const safeEnd = (text: string) => {
    const lastOpen = text.lastIndexOf('<')
    const openTag = lastOpen >= 0 && text.indexOf('>', lastOpen) < 0 ? lastOpen : text.length
    const lastScript = text.lastIndexOf('<script')
    const openScript = lastScript >= 0 && text.indexOf('</script>', lastScript) < 0 ? lastScript : text.length
    return Math.min(openTag, openScript)
  }
  return {
    /** The part of the document that can be sent once `chunk` has arrived. */
    write(chunk: string): string {
      const text = held + chunk
      if (!headDone && !text.includes('</head>')) {
        held = text
        return ''
      }
      const end = safeEnd(text)
      held = text.slice(end)
      if (headDone) return afterHead(text.slice(0, end))
      headDone = true
      return head(text.slice(0, end))
    },
    /** What is left at the document's end. */
    end(): string {
      const text = held
      held = ''
      return headDone ? afterHead(text) : text
    },
  }
}

/**
 * Rewrites the HTML document `response` will carry (scriptsAfterFirstPaint), as Next writes it: text or bytes,
 * in one piece for a prerendered page or streamed for one rendered per request. Anything else it carries (a
 * redirect, an error page without HTML) passes as is.
 */
export function sendScriptsAfterFirstPaint(response: ServerResponse): void {
  const document = scriptsAfterFirstPaint()
  const decoder = new TextDecoder()
  const { writeHead, write, end } = response
  const isHtml = () => String(response.getHeader('content-type') ?? '').startsWith('text/html')
  const asText = (chunk: unknown) => (typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true }))
  // The document's length changes: a length Next set for the original no longer holds.
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (isHtml()) this.removeHeader('content-length')
    return (writeHead as (...args: unknown[]) => ServerResponse).apply(this, args)
  } as ServerResponse['writeHead']
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (!isHtml()) return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
    const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined
    const text = document.write(asText(chunk))
    if (text) return write.call(this, text, 'utf8', callback)
    callback?.()
    return true
  } as ServerResponse['write']
  response.end = function (this: ServerResponse, ...args: unknown[]) {
    if (!isHtml()) return (end as (...args: unknown[]) => ServerResponse).apply(this, args)
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    const chunk = args[0] === undefined || typeof args[0] === 'function' ? '' : asText(args[0])
    return end.call(this, document.write(chunk + decoder.decode()) + document.end(), 'utf8', callback)
  } as ServerResponse['end']
}
