/**
 * A form's draft kept while its author signs in again (issue 31 part 5). The sign-in link usually opens
 * in another tab, so the draft is in localStorage, under the trainer's id and the screen, for an hour at
 * most; it is taken (read and removed) when that trainer opens that screen again, and any other
 * trainer's or older draft is dropped then, so a shared computer hands nobody else's words on.
 */
const PREFIX = "signin-draft:";
const KEEP_MS = 60 * 60 * 1000;

type Kept = { trainerId: number; savedAt: number; values: Record<string, unknown> };

function storage(): Storage | undefined {
  try {
    return typeof localStorage === "undefined" ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function keepDraft(trainerId: number, key: string, values: Record<string, unknown>): void {
  const kept: Kept = { trainerId, savedAt: Date.now(), values };
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(kept));
  } catch {
    // Storage full or refused (a private window): the offer to sign in again still stands.
  }
}

/** This trainer's draft of this screen, if one was kept within the hour; every stale one is dropped. */
export function takeDraft(trainerId: number, key: string): Record<string, unknown> | undefined {
  const store = storage();
  if (!store) return undefined;
  let found: Record<string, unknown> | undefined;
  for (const name of Object.keys(store).filter((k) => k.startsWith(PREFIX))) {
    const kept = parse(store.getItem(name));
    const mine = kept?.trainerId === trainerId && Date.now() - kept.savedAt < KEEP_MS;
    if (mine && name === PREFIX + key) found = kept.values;
    if (!mine || name === PREFIX + key) store.removeItem(name);
  }
  return found;
}

function parse(raw: string | null): Kept | undefined {
  try {
    const value = raw === null ? undefined : (JSON.parse(raw) as Kept);
    return value && typeof value.trainerId === "number" && typeof value.savedAt === "number" && value.values
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}
