import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// This module is asked for once the server's HTML has painted (lib/page-scripts.tsx), so it hydrates at
// once. A transition lets React hydrate in slices: a slow phone never sees one long task blocking input.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
