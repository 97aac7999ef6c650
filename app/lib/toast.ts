/**
 * Toasts: one visible at a time. The toast library loads on first use, so pages that never toast
 * (the static pages) do not carry it.
 */
type ToastInput = { title: string; description?: string };
type Kind = "info" | "success" | "error";

let pending: Promise<typeof import("sonner")> | undefined;
const listeners = new Set<() => void>();

function load() {
  if (!pending) {
    pending = import("sonner");
    for (const notify of listeners) notify();
  }
  return pending;
}

/** The toaster mounts once the library is loaded (AppToaster, in the layout). */
export function onToasterNeeded(listener: () => void) {
  listeners.add(listener);
  if (pending) listener();
  return () => {
    listeners.delete(listener);
  };
}

function show(kind: Kind, { title, description }: ToastInput) {
  void load().then(({ toast }) => {
    // The same words are one toast: a second call while it shows replaces it (its timer starts again)
    // instead of queueing the message behind itself (issue 31: each message once).
    const options = { description, id: `${kind}:${title}:${description ?? ""}` };
    if (kind === "error") toast.error(title, options);
    else if (kind === "success") toast.success(title, options);
    else toast(title, options);
  });
}

export const notify = {
  info: (input: ToastInput) => show("info", input),
  success: (input: ToastInput) => show("success", input),
  /** Destructive: shown in the danger colour. */
  error: (input: ToastInput) => show("error", input),
};
