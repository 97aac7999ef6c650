import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { takeEarlyTaps } from "./lib/early-taps";

// This module is asked for once the server's HTML has painted (lib/page-scripts.tsx), so it hydrates at
// once. A transition lets React hydrate in slices: a slow phone never sees one long task blocking input.
takeEarlyTaps();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
