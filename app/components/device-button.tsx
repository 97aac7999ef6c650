import { ShoppingBag } from "lucide-react";
import { cn } from "../lib/cn";
import { useSite } from "../lib/site-config";
import { Button } from "./ui/button";

/** The device button's words, with the brand of the site configuration. */
export const deviceLabel = (brandName: string) => `Get the ${brandName} Device`;

/** The self-defense device, through the trainer's affiliate link or the brand's default (a new tab). */
export function DeviceButton({
  affiliateLink,
  variant = "accent",
  className,
}: {
  affiliateLink: string | null;
  /** Accent where it is the page's call to action; secondary on a card, whose primary is Contact. */
  variant?: "accent" | "secondary";
  className?: string;
}) {
  const site = useSite();
  return (
    <Button asChild variant={variant} className={cn(className)}>
      <a href={affiliateLink || site.defaultAffiliateUrl} target="_blank" rel="noopener noreferrer">
        <ShoppingBag
          aria-hidden
          className={cn("size-4 shrink-0", variant === "secondary" && "text-coral-700")}
        />
        {deviceLabel(site.brandName)}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
