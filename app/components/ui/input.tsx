import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

const field =
  "w-full rounded-sm border border-slate-400 bg-white px-3 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-danger-700 disabled:bg-slate-100";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(field, "min-h-tap", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(field, "py-2", className)} {...props} />;
}
