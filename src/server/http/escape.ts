/** Escapes text for HTML or XML content and double-quoted attribute values. */
export const escapeMarkup = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** JSON inside <script> must not be able to close the tag. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
