import { BellOff, CircleCheck } from "lucide-react";
import { LinkHeading } from "../../components/email-link-page";
import { ActionScreen } from "./action-screen";
import { remindersOff } from "./api";

/**
 * /reservations/reminders-off?token= (decision 0044), the visible link of every reminder e-mail. The
 * button does what the e-mail's one-click List-Unsubscribe does: no more reminders for the address's
 * current reservations (they stay reserved).
 */
export default function ReservationRemindersOffScreen() {
  return (
    <ActionScreen
      icon={BellOff}
      title="Stop class reminders"
      intro="Stop the reminder e-mail we send the day before your reserved classes. Your reservations stay as they are."
      button="Stop reminders"
      busyLabel="Turning off..."
      act={remindersOff}
      done={({ email }) => (
        <div role="status">
          <LinkHeading icon={CircleCheck} title="Reminders are off">
            <p>
              We won't send class reminders to <span className="font-medium break-all">{email}</span> for your
              current reservations. Your spots are still reserved.
            </p>
          </LinkHeading>
        </div>
      )}
    />
  );
}
