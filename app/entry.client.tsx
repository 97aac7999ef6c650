import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// A transition lets React hydrate in slices: a slow phone never sees one long task blocking input.
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is the page: it is painted first, and hydration starts in the task after that paint
// (a fast connection otherwise brings the scripts before the first paint, which then waits for them).
// A hidden tab paints nothing, so it hydrates at once.
if (document.visibilityState === "hidden") hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
