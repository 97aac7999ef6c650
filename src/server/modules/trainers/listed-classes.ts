/**
 * Classes as the public sees them, normalised with the product's defaults (the rows are
 * listed-classes-repository.ts's).
 */
import type { PublicClass } from "../../../shared/contracts/public-trainers";
import { priceText, timeText } from "../../../shared/directory-rules";
import { publicClassTitle, publicPaymentLink } from "../../../shared/public-profile-view";
import type { ClassRow } from "./listed-classes-repository";

/** No zone is more than a day behind UTC: classes before yesterday (UTC) are never upcoming. */
export function earliestUpcoming(now: Date): string {
  return new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

const orNull = (value: string | null | undefined) => value?.trim() || null;

export function toPublicClass(row: ClassRow): PublicClass {
  return {
    id: row.id,
    title: publicClassTitle(row.title),
    date: row.date,
    time: timeText(row.startTime, row.endTime),
    startTime: row.startTime,
    endTime: row.endTime,
    timeZone: row.timeZone,
    location: row.location,
    price: priceText(row.priceCents),
    priceCents: row.priceCents,
    paymentLink: publicPaymentLink(row.paymentLink),
    capacity: row.capacity,
    spotsLeft: row.spotsLeft,
    type: orNull(row.type),
    level: orNull(row.level),
    tags: row.tags ?? [],
    address: orNull(row.address),
  };
}
