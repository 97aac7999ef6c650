import { ShieldCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { pictureUrl } from "../../src/shared/picture-url";
import { cn } from "../lib/cn";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")).toUpperCase();
}

/**
 * A trainer's round picture (http upgraded to https, drive links made direct). Without a picture, or
 * when it fails to load, the certified-trainer badge with the trainer's initials (spec 3.1).
 */
export function TrainerAvatar({
  name,
  picture,
  size = 64,
  className,
  priority = false,
}: {
  name: string;
  picture: string | null | undefined;
  size?: number;
  className?: string;
  /** In the first screen (a trainer's own page): fetched at once, not when scrolled to. */
  priority?: boolean;
}) {
  const src = pictureUrl(picture);
  const [broken, setBroken] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  // A picture that failed while the server's HTML was shown, before hydration attached onError: its
  // error event is gone, its state stays (complete with no width).
  useEffect(() => {
    const el = img.current;
    if (el?.complete && el.naturalWidth === 0) setBroken(true);
  }, []);
  const style = { width: size, height: size };
  if (src && !broken)
    return (
      <img
        ref={img}
        src={src}
        alt={name}
        width={size}
        height={size}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding="async"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={cn("shrink-0 rounded-full bg-slate-100 object-cover", className)}
        style={style}
      />
    );
  return (
    <span
      role="img"
      aria-label={`${name}, certified trainer`}
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white",
        className,
      )}
      style={{ ...style, fontSize: size * 0.32 }}
    >
      {initials(name) || "?"}
      <ShieldCheck
        aria-hidden
        className="absolute -right-0.5 -bottom-0.5 rounded-full bg-coral-500 p-0.5 text-slate-950"
        style={{ width: size * 0.36, height: size * 0.36 }}
      />
    </span>
  );
}
