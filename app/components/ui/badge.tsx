import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

const tones = {
  brand: "bg-brand-100 text-brand-800",
  coral: "bg-coral-100 text-coral-700",
  neutral: "bg-slate-100 text-slate-700",
  success: "bg-success-50 text-success-700",
  warning: "bg-warning-50 text-warning-800",
  danger: "bg-danger-50 text-danger-700",
  info: "bg-info-50 text-info-700",
} as const;

export function Badge({
  tone = "brand",
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: keyof typeof tones }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium",
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
