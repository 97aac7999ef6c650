import { ChevronDown } from "lucide-react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "../../lib/cn";

/**
 * An accordion (Radix): each item's question is a button in a heading, which opens its answer; the
 * arrow keys move between the questions. Use `type="single" collapsible` or `type="multiple"`.
 */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return (
    <AccordionPrimitive.Root
      className={cn("divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white", className)}
      {...props}
    />
  );
}

/** One question and its answer. `headingLevel` keeps the page's heading order (h3 by default). */
export function AccordionItem({
  value,
  question,
  headingLevel = 3,
  children,
}: {
  value: string;
  question: ReactNode;
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Item value={value}>
      <AccordionPrimitive.Header asChild>
        <Heading className="text-base">
          <AccordionPrimitive.Trigger className="group flex min-h-tap w-full items-center justify-between gap-3 px-4 py-3 text-left font-medium text-slate-900 hover:bg-slate-50">
            {question}
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-slate-600 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
            />
          </AccordionPrimitive.Trigger>
        </Heading>
      </AccordionPrimitive.Header>
      <AccordionPrimitive.Content className="px-4 pb-4 text-slate-700">{children}</AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
