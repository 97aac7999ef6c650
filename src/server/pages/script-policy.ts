/**
 * The Content-Security-Policy of a page: React Router puts inline scripts in every page (the router's
 * context, the entry's import, the scroll restoration), which helmet's `script-src 'self'` refuses. A
 * page streamed to one visitor carries a nonce of its own; a public page kept whole in the answer cache is
 * the same bytes for everyone, so its policy names the hash of each inline script instead.
 */
import { createHash, randomBytes } from "node:crypto";

export function newNonce(): string {
  return randomBytes(18).toString("base64");
}

/** `policy` with `sources` added to its script-src (helmet's default policy has one). */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  const extra = sources.join(" ");
  const directives = policy.split(";").map((d) => d.trim());
  const i = directives.findIndex((d) => d.startsWith("script-src ") || d === "script-src");
  if (i < 0) directives.push(`script-src 'self' ${extra}`);
  else directives[i] = `${directives[i]} ${extra}`;
  return directives.filter(Boolean).join(";");
}

/** The CSP sources of every inline <script> of a page (JSON data blocks are not run, so not listed). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = m[1] ?? "";
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(m[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}
