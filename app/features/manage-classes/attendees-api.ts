/**
 * The class's reservations as its trainer sees them (contracts/reservations.ts, portal audience): the
 * attendee list, the paid and attended marks, the CSV, and the live count on each class's card.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { endpointUrl } from "../../../src/shared/contracts/endpoint";
import {
  type AttendeeList,
  type AttendeeMessage,
  reservationEndpoints,
} from "../../../src/shared/contracts/reservations";
import { call } from "../../lib/api";
import { retryOnce } from "../../lib/retry";

export const attendeeKeys = {
  list: (classId: string) => ["class-attendees", classId] as const,
  spots: (classId: string) => ["class-spots", classId] as const,
};

export function useAttendees(classId: string) {
  return useQuery({
    queryKey: attendeeKeys.list(classId),
    queryFn: ({ signal }) => call(reservationEndpoints.attendees, { params: { id: classId }, signal }),
    retry: retryOnce,
  });
}

/** The card's reserved / capacity / waitlist (the public live count; the list itself opens on demand). */
export function useClassSpots(classId: string) {
  return useQuery({
    queryKey: attendeeKeys.spots(classId),
    queryFn: ({ signal }) => call(reservationEndpoints.spots, { params: { id: classId }, signal }),
    retry: retryOnce,
    staleTime: 30_000,
  });
}

export const attendeesCsvUrl = (classId: string) =>
  endpointUrl(reservationEndpoints.attendeesCsv, { params: { id: classId } });

/** PATCH paid / attended; the list in the cache takes the answer's line. */
export function useMarkAttendee(classId: string) {
  const queryClient = useQueryClient();
  return async (reservationId: string, change: { paid?: boolean; attended?: boolean | null }) => {
    const line = await call(reservationEndpoints.markAttendee, {
      params: { id: classId, reservationId },
      body: change,
    });
    queryClient.setQueryData<AttendeeList>(
      attendeeKeys.list(classId),
      (list) =>
        list && { ...list, reservations: list.reservations.map((r) => (r.id === line.id ? line : r)) },
    );
    return line;
  };
}

export type SendMessage = (message: AttendeeMessage) => Promise<{ sent: number }>;

/** The trainer's message to everyone reserved or waiting (429 past 3 a class a day). */
export const sendAttendeeMessage =
  (classId: string): SendMessage =>
  (message) =>
    call(reservationEndpoints.messageAttendees, { params: { id: classId }, body: message });
