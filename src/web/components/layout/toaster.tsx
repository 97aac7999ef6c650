import { lazy, Suspense, useEffect, useState } from "react";
import { onToasterNeeded } from "../../lib/toast";

const SonnerToaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

function usePhone() {
  const query = "(max-width: 767px)";
  const [phone, setPhone] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setPhone(list.matches);
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, []);
  return phone;
}

/** The one toaster: one toast visible at a time, top-right on desktop, bottom on phones. */
export function AppToaster() {
  const [needed, setNeeded] = useState(false);
  const phone = usePhone();
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
