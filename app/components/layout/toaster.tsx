import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterNeeded } from "../../lib/toast";
import { PHONE_QUERY, useMediaQuery } from "../../lib/use-media-query";

const SonnerToaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

/** The one toaster: one toast visible at a time, top-right on desktop, bottom on phones. */
export function AppToaster() {
  const [needed, setNeeded] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY);
  useEffect(() => onToasterNeeded(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        visibleToasts={1}
        position={phone ? "bottom-center" : "top-right"}
        closeButton
        toastOptions={{
          classNames: {
            error: "!bg-danger-700 !text-white !border-danger-700",
            description: "!text-inherit",
          },
        }}
      />
    </Suspense>
  );
}
