import { createHash } from 'node:crypto';

/**
 * The script a server-rendered page starts the app with, in place of Vite's `<script type="module" src>` in the
 * head (so the first paint never waits for JavaScript). The page's HTML already holds its first view, so the
 * app's entry is requested once that view has been shown: when the browser reports the first contentful paint
 * (Paint Timing), at once in a tab nobody sees (which paints nothing until shown), after the next frame where Paint
 * Timing is missing, and after 3 s at the latest. A module script in the head is fetched while the page is parsed,
 * and Chrome showed the first view only after it had arrived: on a phone on 4G that held the first paint, and the
 * Largest Contentful Paint with it, for the 80 KB entry (0.4-0.7 s in Lighthouse's mobile run). Waiting for the
 * next animation frame alone was not enough: the frame is shown some time after its callbacks run, and the entry
 * could arrive before it was.
 *
 * Just after the entry, the files of the lazy parts the first view drew (the page, the wizard and its first
 * sections: `data-preload`, from the server render and Vite's manifest) are asked for with `<link rel=modulepreload>`,
 * one per task: the app would otherwise start those 20-odd requests itself in one go in the middle of taking the
 * page over, at about a millisecond of main thread each; here they run while the entry is on its way, and the app's
 * loader finds them asked for already.
 *
 * A button pressed in that time, before the app has taken the page over, is held and pressed again once it has (the
 * app marks that moment with `data-hydrated` on the root element): the entry now comes later than it did, and a
 * first press that does nothing is a press lost (the sign-in journey caught one).
 *
 * The text never changes (the entry's address is read from the element's `data-entry`), so the
 * Content-Security-Policy allows it by its hash rather than allowing inline scripts.
 */
export const entryLoaderScript = [
  '(function(){',
  "var me=document.currentScript,src=me.getAttribute('data-entry'),started=false,root=document.documentElement,held=[];",
  "function start(){if(started)return;started=true;var s=document.createElement('script');s.type='module';s.crossOrigin='anonymous';s.src=src;document.head.appendChild(s);setTimeout(preload,0)}",
  // The first view's own code, one file per task: each request started costs the main thread about a millisecond,
  // and in Lighthouse's trace on this machine two of them made tasks of 10-25 ms (four times that on its phone).
  "var parts=(me.getAttribute('data-preload')||'').split(' ').filter(Boolean);",
  "function preload(){parts.splice(0,1).forEach(function(href){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='anonymous';l.href=href;document.head.appendChild(l)});if(parts.length)setTimeout(preload,0)}",
  // A button pressed before the app has taken the page over would do nothing: the press is held and made again
  // once it has (a link works without the app and is left alone).
  "function hold(e){var b=e.target&&e.target.closest&&e.target.closest('button');if(!b||b.disabled||root.getAttribute('data-hydrated')==='true')return;e.preventDefault();e.stopImmediatePropagation();if(held.indexOf(b)<0)held.push(b)}",
  "document.addEventListener('click',hold,true);",
  "new MutationObserver(function(m,o){if(root.getAttribute('data-hydrated')!=='true')return;o.disconnect();document.removeEventListener('click',hold,true);",
  'setTimeout(function(){var list=held;held=[];list.forEach(function(b){if(b.isConnected&&!b.disabled)b.click()})},0)',
  "}).observe(root,{attributes:true,attributeFilter:['data-hydrated']});",
  "if(document.visibilityState==='hidden'){start();return}",
  'setTimeout(start,3000);',
  "if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')>=0){",
  "new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start,0)}}).observe({type:'paint',buffered:true})",
  '}else requestAnimationFrame(function(){setTimeout(start,0)})',
  '})();',
].join('');

/** The CSP source that allows {@link entryLoaderScript} and nothing else inline. */
export const entryLoaderHashSource = `'sha256-${createHash('sha256').update(entryLoaderScript).digest('base64')}'`;

const moduleEntry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/;

/**
 * A rendered page's HTML with its app entry started by {@link entryLoaderScript} at the end of the body instead of
 * a module script in the head, and `preload` (the first view's own files, page-render.ts `chunksFor`) asked for
 * just after it; HTML without such a script is returned as it is.
 */
export function startEntryAfterFirstPaint(html: string, preload: readonly string[] = []): string {
  const entry = moduleEntry.exec(html)?.[1];
  if (!entry || !html.includes('</body>')) return html;
  const files = preload.filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file));
  const attribute = files.length > 0 ? ` data-preload="${files.join(' ')}"` : '';
  return html
    .replace(moduleEntry, '')
    .replace('</body>', `<script data-entry="${entry}"${attribute}>${entryLoaderScript}</script></body>`);
}
