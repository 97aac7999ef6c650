import type { OwnClass } from "../../../src/shared/contracts/manage-classes";
import { zonedToUtc } from "../../../src/shared/time-zones";
import { LoadError } from "../../components/load-error";
import { Dialog, DialogContent } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/skeleton";
import { AttendeeList } from "./attendee-list";
import { AttendeeMessage } from "./attendee-message";
import { sendAttendeeMessage, useAttendees, useMarkAttendee } from "./attendees-api";

/** The "Attendees" dialog of a class in Manage Classes: its reservations, read when it opens. */
export function AttendeesDialog({
  cls,
  timeZone,
  onClose,
}: {
  cls: OwnClass;
  timeZone: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={`Attendees: ${cls.title}`} className="sm:max-w-4xl">
        <Body cls={cls} timeZone={timeZone} />
      </DialogContent>
    </Dialog>
  );
}

function Body({ cls, timeZone }: { cls: OwnClass; timeZone: string }) {
  const list = useAttendees(cls.id);
  const mark = useMarkAttendee(cls.id);
  if (list.isPending) return <Spinner label="Loading attendees" />;
  if (list.isError)
    return (
      <LoadError
        title="Unable to load the attendees"
        message="Please check your connection and try again."
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  const started = !cls.startTime || zonedToUtc(cls.date, cls.startTime, timeZone).getTime() <= Date.now();
  // Everyone reserved or waiting hears it (the server's count); a started class has no one to tell.
  const live = list.data.reservations.filter((r) => r.status !== "cancelled" && r.status !== "expired");
  return (
    <>
      <AttendeeList list={list.data} timeZone={timeZone} started={started} mark={mark} />
      {!started && <AttendeeMessage send={sendAttendeeMessage(cls.id)} people={live.length} />}
    </>
  );
}
