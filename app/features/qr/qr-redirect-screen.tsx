import { useEffect } from "react";
import { useSite } from "../../lib/site-config";

/** /qr sends the browser on to the configured QR code generator. */
export default function QrRedirectScreen() {
  const { qrGeneratorUrl } = useSite();
  useEffect(() => {
    window.location.assign(qrGeneratorUrl);
  }, [qrGeneratorUrl]);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4">
      <div className="text-center">
        <h1 className="text-xl">Redirecting to QR Generator...</h1>
        <p className="mt-3 text-slate-700">
          If you are not redirected,{" "}
          {/* biome-ignore lint/a11y/noAmbiguousAnchorText: the spec's wording; the sentence gives it context */}
          <a href={qrGeneratorUrl} className="font-medium text-brand-700 underline underline-offset-4">
            click here
          </a>
          .
        </p>
      </div>
    </main>
  );
}
