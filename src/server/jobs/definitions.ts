/** Every background job the app runs (jobs/types.ts); the runner schedules these at start. */
import { renewalReminderJob } from "../modules/admin/renewals";
import { mailDeliveryJob } from "../modules/outbox/delivery";
import { retentionJob } from "../modules/retention/retention";
import type { JobDefinition } from "./types";

export const JOB_DEFINITIONS: JobDefinition[] = [mailDeliveryJob, retentionJob, renewalReminderJob];
