import type { Announcement } from "../contracts/announcements";
import type { PortalData } from "../contracts/assessments";
import type { Curriculum } from "../contracts/curriculum";
import type { Dashboard } from "../contracts/dashboard";
import type { TrainerInsights } from "../contracts/insights";
import type { OwnClassList } from "../contracts/manage-classes";
import type { OwnerProfile, ProfileEditView } from "../contracts/profile";

/**
 * The signed-in trainer's reads (dashboard, profile, classes, assessments), each as its GET API route
 * answers it for the caller's own data. Undefined when that route would not answer 200 (signed out, no
 * trainer record): the screen then asks in the browser and shows its own error, as it always did.
 */
export type PortalReads = {
  /** GET /api/dashboard */
  dashboard(): Promise<Dashboard | undefined>;
  /** GET /api/insights */
  insights(): Promise<TrainerInsights | undefined>;
  /** GET /api/announcements/for-trainer?email={the caller's} */
  announcements(): Promise<Announcement[] | undefined>;
  /** GET /api/curriculum */
  curriculum(): Promise<Curriculum | undefined>;
  /** GET /api/trainer-profile/{the caller's id} */
  ownerProfile(): Promise<OwnerProfile | undefined>;
  /** GET /api/trainer-profile-edit?email={the caller's} */
  profileEdit(): Promise<ProfileEditView | undefined>;
  /** GET /api/trainer-classes */
  classes(): Promise<OwnClassList | undefined>;
  /** GET /api/trainer-portal-data */
  assessments(): Promise<PortalData | undefined>;
  /**
   * The admin console's refusal: the message every admin API route answers this account with (403),
   * or undefined for an admin (and when signed out: the portal layout sends the visitor to sign in).
   */
  adminRefusal(): Promise<string | undefined>;
};
