// A page whose HTML already shows its screen (a signed-in portal page's first view,
// src/server/plugins/first-view.ts) fetches and starts the app once that view is painted: on a phone the
// app's sixty-odd modules would otherwise come first and hold the paint back. The page's module hints
// wait in a <template> until then.
const entry = document.currentScript.dataset.entry;
requestAnimationFrame(() =>
  setTimeout(() => {
    const hints = document.getElementById("after-paint-hints");
    if (hints) document.head.append(hints.content.cloneNode(true));
    import(entry);
  }),
);
