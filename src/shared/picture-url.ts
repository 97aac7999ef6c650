// Its own module: every avatar needs it, and a page's first JavaScript then need not carry the directory's rules.

/**
 * Picture addresses (spec 3.1): http is upgraded to https, and Google-Drive share links are rewritten
 * to the direct form https://drive.google.com/uc?export=view&id=ID. Anything else is kept as it is.
 */
export function pictureUrl(value: string | null | undefined): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  const url = raw.replace(/^http:\/\//i, "https://");
  const drive =
    /^https:\/\/drive\.google\.com\/file\/d\/([\w-]+)/i.exec(url) ??
    /^https:\/\/drive\.google\.com\/(?:open|uc)\?(?:.*&)?id=([\w-]+)/i.exec(url);
  return drive ? `https://drive.google.com/uc?export=view&id=${drive[1]}` : url;
}
