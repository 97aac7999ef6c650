import { AtSign, Camera, Globe, Users, Video } from "lucide-react";
import { useId } from "react";
import type { PublicProfileView } from "../../../src/shared/public-profile-view";
import { socialLinks } from "../../../src/shared/social-links";

const LOOKS = {
  instagram: { label: "Instagram", icon: Camera },
  facebook: { label: "Facebook", icon: Users },
  tiktok: { label: "TikTok", icon: AtSign },
  youtube: { label: "YouTube", icon: Video },
  website: { label: "Website", icon: Globe },
} as const;

/** Connect (spec 2.7): each link only when present; no section at all when there is none. */
export function ConnectLinks({ trainer }: { trainer: PublicProfileView }) {
  // A generated id: the body is drawn twice on the profile form's page (the form and its preview).
  const heading = useId();
  const present = socialLinks(trainer);
  if (present.length === 0) return null;
  return (
    <section aria-labelledby={heading} className="mt-8">
      <h2 id={heading} className="text-xl">
        Connect
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {present.map(({ key, href }) => {
          const { label, icon: Icon } = LOOKS[key];
          return (
            <li key={key}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-tap items-center gap-2 rounded-md border border-slate-300 bg-white px-3 font-medium text-slate-900 hover:bg-slate-100"
              >
                <Icon aria-hidden className="size-4 text-brand-700" />
                {label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
