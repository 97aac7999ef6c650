import { CalendarCheck } from "lucide-react";
import { PENDING_MINUTES } from "../../../src/shared/reservation-rules";
import { ActionScreen, HeldSpot } from "./action-screen";
import { confirmReservation } from "./api";

/** /reservations/confirm?token= (decision 0044): the reservation e-mail's button. */
export default function ReservationConfirmScreen() {
  return (
    <ActionScreen
      icon={CalendarCheck}
      title="Confirm your reservation"
      intro={`Press the button to hold your spot in the class. Until you do, it is only set aside for ${PENDING_MINUTES} minutes.`}
      button="Confirm my spot"
      busyLabel="Confirming..."
      act={confirmReservation}
      done={(reservation) => <HeldSpot title="Your spot is confirmed" reservation={reservation} />}
    />
  );
}
