/** Escapes text for HTML or XML content and double-quoted attribute values. */
export const escapeMarkup = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
