import { Ticket, Users } from "lucide-react";
import { type ComponentType, useEffect, useId, useState } from "react";
import type { ClassSpots } from "../../../src/shared/contracts/reservations";
import { Button } from "../../components/ui/button";
import { useClassSpots } from "./api";
import type { ReserveFormProps } from "./reserve-form";

/** The form with its zod contract and react-hook-form, fetched on demand: never in the page's first load. */
const loadForm = () => import("./reserve-form").then((m) => m.ReserveForm);

/** "N spots left" / "Full: join the waitlist"; nothing for a class without a capacity. */
export function spotsLine(spots: ClassSpots | undefined): string | undefined {
  if (!spots || spots.capacity === null || spots.spotsLeft === null) return undefined;
  if (spots.spotsLeft === 0) return "Full: join the waitlist";
  return spots.spotsLeft === 1 ? "1 spot left" : `${spots.spotsLeft} spots left`;
}

/**
 * "Reserve a spot" on the class page (issue 33, decision 0044) with the live count. The page's first
 * JavaScript carries only this; pressing the button (or pointing at it) downloads the form.
 */
export function ReservePanel({ classId, title }: { classId: string; title: string }) {
  const spots = useClassSpots(classId, true);
  const [Form, setForm] = useState<ComponentType<ReserveFormProps>>();
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const headingId = useId();
  const line = spotsLine(spots.data);
  const full = spots.data?.spotsLeft === 0;

  // "Reserve a spot" on a class card links here with #reserve: the form opens at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    if (window.location.hash === "#reserve") void open();
  }, []);

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

  if (spots.data?.closed)
    return <p className="font-medium text-slate-700">Reservations for this class are closed.</p>;

  return (
    <div id="reserve" className="flex w-full scroll-mt-24 flex-col gap-3">
      {line && (
        <p
          data-testid="spots-left"
          aria-live="polite"
          className="flex items-center gap-2 font-semibold text-slate-900"
        >
          <Users aria-hidden className="size-5 text-brand-700" />
          {line}
        </p>
      )}
      {Form ? (
        <section
          aria-labelledby={headingId}
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-raised"
        >
          <Form
            headingId={headingId}
            classId={classId}
            title={title}
            full={full}
            onClose={() => setForm(undefined)}
            onCounted={(count) => spots.setData((s) => s && count(s))}
          />
        </section>
      ) : (
        <div className="flex flex-col items-start gap-1">
          <Button
            onClick={open}
            onPointerEnter={() => void loadForm().catch(() => undefined)}
            disabled={opening}
          >
            <Ticket aria-hidden className="size-4" />
            {full ? "Join the waitlist" : "Reserve a spot"}
          </Button>
          {failed && (
            <p role="alert" className="text-sm text-danger-700">
              The form didn't load. Check your connection and try again.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
