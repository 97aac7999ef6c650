import { useEffect } from "react";
import { site } from "../../lib/site-config";
import { usePageMeta } from "../../lib/use-page-meta";

/** /qr sends the browser on to the configured QR code generator. */
export default function QrRedirectScreen() {
  usePageMeta("Redirecting to QR Generator...");
  useEffect(() => {
    window.location.assign(site.qrGeneratorUrl);
  }, []);
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center px-4">
      <div className="text-center">
        <h1 className="text-xl">Redirecting to QR Generator...</h1>
        <p className="mt-3 text-slate-700">
          If you are not redirected,{" "}
          {/* biome-ignore lint/a11y/noAmbiguousAnchorText: the spec's wording; the sentence gives it context */}
          <a href={site.qrGeneratorUrl} className="font-medium text-brand-700 underline underline-offset-4">
            click here
          </a>
          .
        </p>
      </div>
    </main>
  );
}
