import { ShoppingBag } from "lucide-react";
import { cn } from "../lib/cn";
import { site } from "../lib/site-config";
import { Button } from "./ui/button";

export const deviceLabel = () => `Get the ${site.brandName} Device`;

/** The self-defense device, through the trainer's affiliate link or the brand's default (a new tab). */
export function DeviceButton({
  affiliateLink,
  className,
}: {
  affiliateLink: string | null;
  className?: string;
}) {
  return (
    <Button asChild variant="accent" className={cn(className)}>
      <a href={affiliateLink || site.defaultAffiliateUrl} target="_blank" rel="noopener noreferrer">
        <ShoppingBag aria-hidden className="size-4" />
        {deviceLabel()}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}
