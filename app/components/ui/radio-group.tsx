import { RadioGroup as RadioGroupPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

/**
 * A group of radios (Radix): one tab stop, the arrow keys move and choose, Space chooses. Give it an
 * accessible name (aria-labelledby or aria-label); label each item with a <label htmlFor>.
 */
export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root className={cn("grid gap-3", className)} {...props} />;
}

export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      className={cn(
        "inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-slate-500 bg-white data-[state=checked]:border-brand-700",
        className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator className="size-2.5 rounded-full bg-brand-700" />
    </RadioGroupPrimitive.Item>
  );
}
