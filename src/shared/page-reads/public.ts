/**
 * The public side's reads (profiles, class pages, the classes screens), each answering what its GET API
 * route answers (the same contract types), so a loader's answer seeds the screen's own query.
 */
import type { PublicClassDetail, PublicClassesAnswer } from "../contracts/public-classes";
import type { PublicTrainer } from "../contracts/public-trainers";
import type { PublicClassesAsk } from "../public-classes-url";

/** GET /api/trainer-profile/{slug}: the listed trainer, else the slug it is now listed under, if any. */
export type ProfileBySlug = { trainer: PublicTrainer } | { trainer: null; movedTo: string | null };

export type PublicReads = {
  profileBySlug(slug: string): Promise<ProfileBySlug>;
  /** GET /api/public-trainers/{id}: the listed trainer, or null (404). */
  profileById(id: number): Promise<PublicTrainer | null>;
  /** GET /api/public-classes/{id}: the class with its trainer, or null (404). */
  classById(id: string): Promise<PublicClassDetail | null>;
  /** GET /api/public-classes with this ask (as publicClassesUrl writes it); null when the ask is invalid (400). */
  classes(ask: PublicClassesAsk): Promise<PublicClassesAnswer | null>;
  /**
   * The server's date (UTC), YYYY-MM-DD: the classes screens' first month until the browser knows the
   * visitor's own date.
   */
  today(): string;
  /** The site's public address without a trailing slash (canonical links, JSON-LD). */
  publicUrl(): string;
};
