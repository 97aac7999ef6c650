import { Toaster } from "sonner";
import { PHONE_QUERY, useMediaQuery } from "../../lib/use-media-query";

/**
 * The toaster itself: one toast visible at a time, at the foot of the screen: bottom-right on desktop,
 * clear of the profile form's help button, bottom-centre on phones. Never at the top, where it covered the
 * navigation's Logout and Admin (issue 31).
 */
export default function ToasterView() {
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Toaster
      visibleToasts={1}
      position={phone ? "bottom-center" : "bottom-right"}
      offset={{ bottom: 96, right: 24 }}
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
