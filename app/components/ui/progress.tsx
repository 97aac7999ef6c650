import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "../../lib/cn";

export function Progress({
  value,
  max = 100,
  label,
  className,
}: {
  value: number;
  max?: number;
  label: string;
  className?: string;
}) {
  const pct = Math.max(0, Math.min(100, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      aria-label={label}
      value={value}
      max={max}
      className={cn("relative h-2.5 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <ProgressPrimitive.Indicator
        className="h-full bg-brand-700 transition-transform"
        style={{ transform: `translateX(-${100 - pct}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
