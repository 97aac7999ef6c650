import { Toaster } from "sonner";
import { PHONE_QUERY, useMediaQuery } from "../../lib/use-media-query";

/** The toaster itself: one toast visible at a time, top-right on desktop, bottom on phones. */
export default function ToasterView() {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Toaster
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
  );
}
