/** Every background job the app runs (jobs/types.ts); the runner schedules these at start. */

import { classAlertJob } from "../modules/class-alerts/job";
import { mailDeliveryJob } from "../modules/outbox/job";
import { renewalReminderJob } from "../modules/renewals/job";
import { reservationRemindersJob, reservationsJob } from "../modules/reservations/job";
import { retentionJob } from "../modules/retention/retention";
import type { JobDefinition } from "./types";

export const JOB_DEFINITIONS: JobDefinition[] = [
  mailDeliveryJob,
  retentionJob,
  renewalReminderJob,
  classAlertJob,
  reservationsJob,
  reservationRemindersJob,
];
