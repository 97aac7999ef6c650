/**
 * React Router's <Scripts>, with the page's code asked for once the server's HTML has painted
 * (docs/decisions/0050-code-after-the-first-paint.md).
 *
 * Module scripts never hold back a paint, but <Scripts> names every module in modulepreload links at the
 * top of the page, and on a fast link they arrive and are compiled before the first paint, which then
 * waits for them. A phone on a slow link gets the HTML first and the code later, so the server's HTML is
 * the page it sees first either way; here the order is the same on every link: the router's context
 * (a plain script, needed by the data that streams after it) runs at once, and the modules are asked for
 * from the task after the first contentful paint, side by side so nothing waits on a chain of imports.
 */
import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

/** The id of the (not run) copy of React Router's module script, which the loader runs after the paint. */
export const BOOT_ID = "page-boot";
/** The type of that copy: a data block, which the browser keeps and never runs. */
export const BOOT_TYPE = "text/x-page-boot";
/** The longest a page waits for its first contentful paint before its code is asked for anyway. */
export const PAINT_WAIT_MS = 2000;
/**
 * Modulepreload links added per task: asking for a module costs the page's thread a moment (0.2 to 3 ms
 * each on a throttled phone), and a page names up to 60, so they go in short tasks that leave input free.
 */
const LINKS_PER_TASK = 6;
/** What a tap before hydration is held for (lib/early-taps.ts): links and fields work without React. */
const TAPPABLE = 'button,input[type="submit"],[role="button"]';
/**
 * The parts of a tap that are held, in the order they come: a button acts on its click, but Radix's tabs
 * act on mousedown and its menus and selects on pointerdown, so a held click alone would be replayed to
 * nothing there. Only the click's default (a native submit) is prevented; a press still focuses.
 */
const HELD_EVENTS = ["pointerdown", "mousedown", "click"];

type ScriptsElementProps = {
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  dangerouslySetInnerHTML?: { __html: string };
  children?: ReactNode;
};

export function PageScripts({ nonce }: { nonce?: string }) {
  // Called as a function so its output can be rearranged: it is always called, so its hooks keep their order.
  const scripts = Scripts({ nonce });
  if (!scripts) return null;
  const elements = flatten(scripts);
  const modules = elements.filter((e) => e.type === "link" && e.props.rel === "modulepreload");
  const boot = elements.find((e) => e.type === "script" && e.props.type === "module");
  const others = elements.filter((e) => !modules.includes(e) && e !== boot);
  if (!boot) return scripts;
  return (
    <>
      {others}
      <script
        id={BOOT_ID}
        type={BOOT_TYPE}
        nonce={nonce}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: React Router's own module script, kept unchanged.
        dangerouslySetInnerHTML={{ __html: boot.props.dangerouslySetInnerHTML?.__html ?? "" }}
      />
      <script
        nonce={nonce}
        suppressHydrationWarning
        // The loader's text is written by the server only: it has run by the time the browser hydrates
        // its element, which React does not read again (so the browser's bundles do not carry it).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script; its one input is JSON.
        dangerouslySetInnerHTML={{
          __html: import.meta.env.SSR ? afterPaintLoader(modules.map((m) => m.props.href ?? "")) : "",
        }}
      />
    </>
  );
}

/** Every element of <Scripts>' output, fragments and lists opened. */
function flatten(node: ReactNode): ReactElement<ScriptsElementProps>[] {
  const out: ReactElement<ScriptsElementProps>[] = [];
  Children.forEach(node, (child) => {
    if (!isValidElement<ScriptsElementProps>(child)) return;
    if (child.type === Fragment) out.push(...flatten(child.props.children));
    else out.push(child);
  });
  return out;
}

/**
 * The plain script that asks for `modules` (as modulepreload links, fetched side by side, a few per task)
 * and then runs the module script kept under BOOT_ID: from the task after the first contentful paint; at
 * once in a hidden tab (which paints nothing); after PAINT_WAIT_MS at the latest; after the next frame
 * where a browser does not report paints. The copy runs under the page's nonce, or, on a page kept for everyone, under the
 * hash of its text, which the page's policy lists (src/server/pages/script-policy.ts). Until the page has
 * hydrated, a tap on a button is held rather than lost (lib/early-taps.ts).
 */
export function afterPaintLoader(modules: readonly string[]): string {
  const list = JSON.stringify(modules).replace(/</g, "\\u003c");
  const boot = JSON.stringify(BOOT_ID);
  return `(function(){var m=${list},d=document,next=0,started=!1,taps=[],kinds=${JSON.stringify(HELD_EVENTS)};function tap(e){var t=e.target,b=t&&t.closest?t.closest(${JSON.stringify(TAPPABLE)}):null;if(!b)return;if(e.type==="click")e.preventDefault();e.stopImmediatePropagation();for(var i=0;i<taps.length;i++)if(taps[i].el===b&&taps[i].type===e.type)return;taps.push({el:b,type:e.type,button:e.button||0,pointerType:e.pointerType||""})}kinds.forEach(function(k){d.addEventListener(k,tap,!0)});window.__takeEarlyTaps=function(){kinds.forEach(function(k){d.removeEventListener(k,tap,!0)});var t=taps;taps=[];return t};function links(){for(var end=Math.min(next+${LINKS_PER_TASK},m.length);next<end;next++){var l=d.createElement("link");l.rel="modulepreload";l.href=m[next];d.head.appendChild(l)}if(next<m.length)return setTimeout(links,0);var b=d.getElementById(${boot}),s=d.createElement("script");s.type="module";s.nonce=b.nonce;s.textContent=b.textContent;d.head.appendChild(s)}function start(){if(started)return;started=!0;links()}if(d.visibilityState==="hidden")return start();setTimeout(start,${PAINT_WAIT_MS});var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(list,o){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(start,0)}}).observe({type:"paint",buffered:!0})}else requestAnimationFrame(function(){setTimeout(start,0)})})()`;
}
