import { useSite } from "../../lib/site-config";

/** The brand mark: an SVG of our own (no stock imagery offline). */
export function Logo({ className = "h-9" }: { className?: string }) {
  const site = useSite();
  return (
    <span className="inline-flex items-center gap-2">
      <svg viewBox="0 0 64 64" className={className} aria-hidden focusable="false">
        <rect width="64" height="64" rx="14" fill="#6b1f4f" />
        <path d="M32 12l16 6v12c0 11-7 19-16 22-9-3-16-11-16-22V18z" fill="#fff" />
        <path d="M26 30h12v4H26zM30 26h4v12h-4z" fill="#e8604c" />
      </svg>
      <span className="text-lg font-semibold tracking-tight text-brand-800">{site.brandName}</span>
    </span>
  );
}
