/**
 * The unsaved-edits draft of a profile screen (docs/product.md "Portal details": Profile): kept in the
 * browser per trainer and per screen, offered with "Restore unsaved changes?" and never applied
 * silently, dropped after a save. Drafts of any other trainer are purged when a trainer's screen
 * loads (a shared computer keeps no one else's edits).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";

const PREFIX = "trainer-profile-draft:";

export type DraftScreen = "profile" | "edit-profile";

const keyFor = (screen: DraftScreen, trainerId: number) => `${PREFIX}${screen}:${trainerId}`;

function storage(): Storage | undefined {
  try {
    // Only while the page is open or reloaded (docs/product.md "Portal details"), not after the tab closes.
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** Removes every profile draft that is not `trainerId`'s. */
export function purgeOtherDrafts(trainerId: number) {
  const store = storage();
  if (!store) return;
  const stale: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX) && !key.endsWith(`:${trainerId}`)) stale.push(key);
  }
  for (const key of stale) store.removeItem(key);
}

function read<T>(key: string): T | undefined {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The draft of one screen for one trainer. `offered` is a draft found at load that differs from the
 * loaded values; `save` keeps the current values (called on each change, written a moment later),
 * `drop` forgets it (after a save, or when the trainer discards it).
 */
export function useDraft<T>(screen: DraftScreen, trainerId: number, loaded: T | undefined) {
  const key = keyFor(screen, trainerId);
  const [offered, setOffered] = useState<T>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const loadedJson = useMemo(() => (loaded === undefined ? undefined : JSON.stringify(loaded)), [loaded]);

  // Once the loaded values are in: purge the others' drafts and offer this trainer's, if it differs.
  useEffect(() => {
    purgeOtherDrafts(trainerId);
    if (loadedJson === undefined) return;
    const draft = read<T>(key);
    if (draft === undefined) return;
    if (JSON.stringify(draft) === loadedJson) storage()?.removeItem(key);
    else setOffered(draft);
  }, [key, trainerId, loadedJson]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const save = useCallback(
    (values: T) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        try {
          if (JSON.stringify(values) === loadedJson) storage()?.removeItem(key);
          else storage()?.setItem(key, JSON.stringify(values));
        } catch {
          // A full or refused storage: the draft is a convenience, the form still works.
        }
      }, 300);
    },
    [key, loadedJson],
  );

  const drop = useCallback(() => {
    clearTimeout(timer.current);
    storage()?.removeItem(key);
    setOffered(undefined);
  }, [key]);

  /** The offer was answered (restored or discarded): it is not offered again. */
  const dismiss = useCallback(() => setOffered(undefined), []);

  return { offered, save, drop, dismiss };
}
