import type { MouseEvent } from "react";
import type { OwnerProfile } from "../../../src/shared/contracts/profile";
import { publicProfileFromForm } from "../../../src/shared/public-profile-view";
import { PublicProfileBody } from "../../components/public-profile/profile-body";
import { useSite } from "../../lib/site-config";
import type { ProfileValues } from "./form-values";

/**
 * A click on one of the preview's links to a page of this site (a class, the classes calendar) opens
 * it in a new tab: followed here it would leave the form and its unsaved edits. Caught before the
 * router's own link handler (capture phase), which then sees the click handled. Links that already
 * open a new tab, calendar files and the Contact dialog behave as on the public page.
 */
function openSiteLinksInNewTab(event: MouseEvent<HTMLDivElement>) {
  const link = (event.target as Element).closest("a");
  if (!link || link.target === "_blank" || link.hasAttribute("download")) return;
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith("/api/")) return;
  event.preventDefault();
  window.open(url.href, "_blank", "noopener");
}

/**
 * The live public preview (portal §2, Public Profile tab): the public page's own body
 * (components/public-profile), drawn from the form's current values and the owner-only fields by the
 * rule the server uses for the page (src/shared/public-profile-view.ts; decision 0040).
 */
export function ProfilePreview({
  values,
  profile,
  picture,
}: {
  values: ProfileValues;
  profile: OwnerProfile;
  picture: string | null;
}) {
  const { brandName } = useSite();
  // Every render: the form's values are a new object each time, and the mapping is cheap.
  const trainer = publicProfileFromForm(values, profile, picture, brandName);
  return (
    <section
      aria-labelledby="profile-preview-heading"
      className="rounded-lg border border-slate-200 bg-slate-50 p-4"
      data-testid="profile-preview"
    >
      <h3
        id="profile-preview-heading"
        className="text-sm font-semibold tracking-wide text-slate-700 uppercase"
      >
        Live preview
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Your public page as visitors see it, with your unsaved changes.
      </p>
      {!values.publiclyListed && (
        <p className="mt-2 text-sm font-medium text-warning-800">Hidden from the directory.</p>
      )}
      {!trainer.email && (
        <p className="mt-2 text-sm text-slate-700">
          No Contact button: visitors see one when "Show my e-mail" is on.
        </p>
      )}
      {/* Only its links' clicks are handled (Enter on a link is a click too): nothing to focus here. */}
      <div className="mt-4 border-t border-slate-200 pt-4" onClickCapture={openSiteLinksInNewTab}>
        {/* Drawn anew for a new picture: the avatar forgets that the last one failed to load. */}
        <PublicProfileBody key={picture ?? "none"} trainer={trainer} />
      </div>
    </section>
  );
}
