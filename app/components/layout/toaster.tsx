import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterNeeded } from "../../lib/toast";

/**
 * The toaster, with the toast library and the layout choice it makes, loads on the first toast: every
 * page's first JavaScript carries the root, where this stands, and most pages never toast.
 */
const ToasterView = lazy(() => import("./toaster-view"));

/** The one toaster (lib/toast.ts mounts it when a toast is first asked for). */
export function AppToaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onToasterNeeded(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
