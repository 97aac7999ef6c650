import { createContext, useContext, useState } from "react";

/**
 * The text of a built stylesheet, on the server only (src/server/pages/stylesheets.ts; entry.server.tsx).
 * Absent in the browser and where the server cannot read it (the page then links the file).
 */
export const StylesheetTextContext = createContext<((href: string) => string | undefined) | undefined>(
  undefined,
);

/**
 * The site's stylesheet written into the head (docs/decisions/0035-first-paint-and-chunks.md). A linked
 * stylesheet costs a phone one more round trip before anything is painted, and while it travels the
 * scripts arrive, run and push the first paint back further. Inline, the page paints as soon as its
 * HTML is in, and the scripts hydrate after. The browser keeps the text the server wrote: it reads it
 * back from the page, so hydration matches without carrying the CSS in the JavaScript.
 */
export function Stylesheet({ href }: { href: string }) {
  const readOnServer = useContext(StylesheetTextContext);
  const [text] = useState(() =>
    readOnServer
      ? readOnServer(href)
      : typeof document === "undefined"
        ? undefined
        : (document.querySelector(`style[data-href="${CSS.escape(href)}"]`)?.textContent ?? undefined),
  );
  if (text === undefined) return <link rel="stylesheet" href={href} precedence="default" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the app's own built stylesheet, read from disk.
  return <style data-href={href} dangerouslySetInnerHTML={{ __html: text }} />;
}
