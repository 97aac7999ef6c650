import { type ButtonHTMLAttributes, cloneElement, isValidElement, type ReactNode } from "react";
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
  const look = cn(
    "inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-70",
    variants[variant],
    sizes[size],
    className,
  );
  if (asChild) return onChild(props.children, { ...props, className: look });
  return <button type={type ?? "button"} className={look} {...props} />;
}

type Props = Record<string, unknown>;

/**
 * The button's props on its one child element (a link), as Radix's Slot merges them: the child's own
 * props win, except that classes add up, styles merge and both event handlers run (the child's first).
 * Written here because Slot alone put some 1 KB into every page's first JavaScript (issue 29).
 */
function onChild(child: ReactNode, { children: _, ...given }: Props) {
  if (!isValidElement<Props>(child)) return null;
  const own = child.props;
  const merged: Props = {
    ...given,
    ...own,
    className: cn(given.className as string, own.className as string),
  };
  if (given.style || own.style) merged.style = { ...(given.style as object), ...(own.style as object) };
  for (const [key, value] of Object.entries(given)) {
    const mine = own[key];
    if (/^on[A-Z]/.test(key) && typeof value === "function" && typeof mine === "function")
      merged[key] = (...args: unknown[]) => {
        mine(...args);
        value(...args);
      };
  }
  return cloneElement(child, merged);
}
