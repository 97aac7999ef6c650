import { Slot } from "radix-ui";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-500",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-100",
  ghost: "text-brand-700 hover:bg-brand-50",
  danger: "bg-danger-700 text-white hover:bg-danger-600",
  accent: "bg-coral-500 text-slate-950 hover:bg-coral-400",
} as const;

const sizes = {
  md: "min-h-tap px-4 text-base",
  // Small in type, not in reach: every target stays 44 px tall (docs/design.md, issue 16).
  sm: "min-h-tap px-3 text-sm",
  icon: "size-tap",
} as const;

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link) with the button's look. */
  asChild?: boolean;
};

export function Button({
  variant = "primary",
  size = "md",
  asChild,
  className,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      type={asChild ? undefined : (type ?? "button")}
      className={cn(
        "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-70",
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
