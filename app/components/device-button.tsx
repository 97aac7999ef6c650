import { ShoppingBag } from "lucide-react";
import { cn } from "../lib/cn";
import { site } from "../lib/site-config";
import { Button } from "./ui/button";

export const deviceLabel = () => `Get the ${site.brandName} Device`;

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
  return (
    <Button asChild variant={variant} className={cn(className)}>
      <a href={affiliateLink || site.defaultAffiliateUrl} target="_blank" rel="noopener noreferrer">
        <ShoppingBag
          aria-hidden
          className={cn("size-4 shrink-0", variant === "secondary" && "text-coral-700")}
        />
        {deviceLabel()}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
