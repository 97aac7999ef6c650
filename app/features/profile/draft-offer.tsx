import { History } from "lucide-react";
import { Button } from "../../components/ui/button";

/** The offer of an unsaved draft (docs/product.md "Portal details"): never applied without asking. */
export function DraftOffer({ onRestore, onDiscard }: { onRestore: () => void; onDiscard: () => void }) {
  return (
    <section
      aria-label="Unsaved changes"
      className="flex flex-col gap-3 rounded-lg border border-warning-600 bg-warning-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2 font-medium text-slate-900">
        <History aria-hidden className="size-5 shrink-0 text-warning-800" />
        Restore unsaved changes?
      </p>
      <div className="flex gap-2">
        <Button onClick={onRestore}>Restore</Button>
        <Button variant="secondary" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
