import { Ticket } from "lucide-react";
import { ActionScreen, HeldSpot } from "./action-screen";
import { claimReservation } from "./api";

/** /reservations/claim?token= (decision 0044): a freed spot offered to someone on the waitlist. */
export default function ReservationClaimScreen() {
  return (
    <ActionScreen
      icon={Ticket}
      title="A spot is free for you"
      intro="A spot opened up in the class you waited for. Press the button to take it before the offer ends; after that it goes to the next person on the waitlist."
      button="Claim my spot"
      busyLabel="Claiming..."
      act={claimReservation}
      done={(reservation) => <HeldSpot title="The spot is yours" reservation={reservation} />}
    />
  );
}
