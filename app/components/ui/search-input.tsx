import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "./input";

/** A search box with its magnifier icon; name it with aria-label. */
export function SearchInput(props: Omit<ComponentProps<"input">, "type">) {
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-600"
      />
      <Input type="search" {...props} className="pl-10" />
    </div>
  );
}
