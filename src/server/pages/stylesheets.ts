/**
 * The built stylesheets' text, for the page head (app/lib/stylesheet.tsx): read from the client build
 * once, kept for the life of the server (a build replaces the server too). Only `/assets/*.css` of the
 * build is read; anything else, a file that is missing, or one that could not sit inside a <style>
 * element, is left to a <link>.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

export function builtStylesheets(clientDir: string): (href: string) => string | undefined {
  const assets = path.join(clientDir, "assets");
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (texts.has(href)) return texts.get(href);
    const name = /^\/assets\/([\w.-]+\.css)$/.exec(href)?.[1];
    let text: string | undefined;
    if (name) {
      try {
        text = readFileSync(path.join(assets, name), "utf8");
        // Text that would close the <style> element early cannot be written inline.
        if (/<\/style/i.test(text)) text = undefined;
      } catch {
        text = undefined;
      }
    }
    texts.set(href, text);
    return text;
  };
}
