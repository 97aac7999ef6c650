import { BellRing } from "lucide-react";
import { type ComponentType, useId, useState } from "react";
import { cn } from "../../lib/cn";
import type { ClassAlertFormProps } from "./class-alert-form";

/** The form with its zod contract and react-hook-form, fetched on demand: never in a page's first load. */
const loadForm = () => import("./class-alert-form").then((m) => m.ClassAlertForm);

/**
 * "Tell me when a class is scheduled near {place}" (issue 32, decision 0042) on the directory, the class
 * screens and their empty states. The public pages' first JavaScript carries only this button; pressing
 * it (or pointing at it, which starts the download early) loads the form.
 */
export function ClassAlertPrompt({
  place,
  centered,
  className,
}: {
  /** The place the page is about (the directory's search): the button names it and the form starts with it. */
  place?: string;
  /** In an empty state's centred column. */
  centered?: boolean;
  className?: string;
}) {
  const [Form, setForm] = useState<ComponentType<ClassAlertFormProps>>();
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = useId();
  const near = place?.trim() || "me";

  const open = async () => {
    setOpening(true);
    setFailed(false);
    try {
      const loaded = await loadForm();
      setForm(() => loaded);
    } catch {
      setFailed(true);
    } finally {
      setOpening(false);
    }
  };

  if (Form)
    return (
      <section
        aria-labelledby={headingId}
        className={cn("rounded-lg border border-slate-200 bg-white p-5 text-left shadow-raised", className)}
      >
        <Form headingId={headingId} place={place?.trim() ?? ""} onClose={() => setForm(undefined)} />
      </section>
    );

  return (
    <div className={cn("flex flex-col gap-1", centered ? "items-center" : "items-start", className)}>
      <button
        type="button"
        onClick={open}
        onPointerEnter={() => void loadForm().catch(() => undefined)}
        disabled={opening}
        aria-expanded={false}
        className="inline-flex min-h-tap items-center gap-2 rounded-md border border-brand-200 bg-brand-50 px-4 text-left font-medium text-brand-800 hover:bg-brand-100 disabled:opacity-70"
      >
        <BellRing aria-hidden className="size-5 shrink-0" />
        Tell me when a class is scheduled near {near}
      </button>
      {failed && (
        <p role="alert" className="text-sm text-danger-700">
          The form didn't load. Check your connection and try again.
        </p>
      )}
    </div>
  );
}
