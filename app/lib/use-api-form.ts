import { zodResolver } from "@hookform/resolvers/zod";
import { type BaseSyntheticEvent, useContext, useEffect, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  get,
  type Path,
  type PathValue,
  type RegisterOptions,
  type UseFormRegisterReturn,
  useForm,
} from "react-hook-form";
import { useLocation } from "react-router";
import type { z } from "zod";
import { SESSION_TEXT } from "../../src/shared/contracts/auth";
import { ApiError, errorMessage } from "./api";
import { keepDraft, takeDraft } from "./draft";
import { PortalSession, signedOutPathFor } from "./session";
import { notify } from "./toast";

/**
 * What a labelled field needs from the form: react-hook-form's registration, the field's error, and its
 * default value as the element's own (react-hook-form fills fields only once mounted: the server's HTML
 * and the hydrating render carry the value themselves, so a page shows it before and after hydration).
 */
export type FieldBinding<N extends string = string> = UseFormRegisterReturn<N> & {
  error?: string;
  defaultValue?: string | number;
  defaultChecked?: boolean;
};

/** What a form element needs: the submit handler, whether it is sending, and the server's message. */
export type ApiFormState = {
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  isSubmitting: boolean;
  serverError?: string;
  /** In the portal, the session ended during a save: the login page that returns here, the draft kept. */
  signInAgain?: string;
};

/**
 * What was typed into a text field of the server's HTML before the app hydrated (react-hook-form puts
 * the default back when it first sees the element), or undefined: the element was seen before, is no
 * text field, or holds its default.
 */
function typedBeforeHydration(el: Element | null, attached: WeakSet<Element>): string | undefined {
  if (!el || attached.has(el)) return undefined;
  attached.add(el);
  const text =
    el instanceof HTMLTextAreaElement ||
    (el instanceof HTMLInputElement && !["checkbox", "radio", "file"].includes(el.type));
  if (!text) return undefined;
  const { value, defaultValue } = el as HTMLInputElement | HTMLTextAreaElement;
  return value !== defaultValue ? value : undefined;
}

type Options<TIn extends FieldValues, TOut, TResult> = {
  /** The form's zod contract (src/shared/contracts/*): checked in the browser before any call. */
  schema: z.ZodType<TOut, TIn>;
  defaultValues: DefaultValues<TIn>;
  /** The API call with the checked values. */
  submit: (values: TOut) => Promise<TResult>;
  /** After the call succeeded: toast, reset, refresh a query, go on. */
  onSuccess?: (result: TResult, values: TOut) => unknown;
  /**
   * A failure this form answers in its own way (a toast, another screen). `message` is what the form
   * would show; return true when it should show nothing under the form.
   */
  onError?: (error: unknown, message: string) => boolean | undefined;
};

/**
 * The one form setup (react-hook-form + the zod contract + the server's answers): `onSubmit` calls the
 * API; a 400 whose `issues` name the form's fields puts each message under its field, any other
 * failure shows the plain message (`serverError`, for FormAlert).
 */
export function useApiForm<TIn extends FieldValues, TOut, TResult>({
  schema,
  defaultValues,
  submit,
  onSuccess,
  onError,
}: Options<TIn, TOut, TResult>) {
  const [serverError, setServerError] = useState<string>();
  const [signInAgain, setSignInAgain] = useState<string>();
  const attached = useRef(new WeakSet<Element>());
  const form = useForm<TIn, unknown, TOut>({ resolver: zodResolver(schema), defaultValues });
  const trainerId = useContext(PortalSession);
  const [restoredDraft, setRestoredDraft] = useState(false);
  const { pathname, search } = useLocation();
  // One draft per screen and form (a screen may hold several forms: their fields tell them apart).
  const draftKey = `${pathname}:${Object.keys(defaultValues).sort().join(",")}`;

  // After signing in again, the draft kept by a save the ended session refused comes back, once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form first shows
  useEffect(() => {
    if (trainerId === undefined) return;
    const draft = takeDraft(trainerId, draftKey);
    if (!draft) return;
    form.reset({ ...defaultValues, ...draft } as TIn, { keepDefaultValues: true });
    setRestoredDraft(true);
    notify.info({ title: SESSION_TEXT.draftBackTitle, description: SESSION_TEXT.draftBack });
  }, []);

  /**
   * In the portal, a 401 means the session ended. Suspended by the brand: the login page says so. Ended
   * otherwise (expired, signed out elsewhere): the draft is kept on this device and the form offers
   * "Sign in again", which comes back here with it (issue 31 part 5).
   */
  const sessionEnded = (err: unknown): boolean => {
    const to = trainerId === undefined ? undefined : signedOutPathFor(err, pathname + search);
    if (!to || trainerId === undefined) return false;
    if (err instanceof ApiError && err.errorBody?.ended) {
      window.location.assign(to);
      return true;
    }
    keepDraft(trainerId, draftKey, form.getValues());
    setSignInAgain(to);
    return true;
  };

  /** Puts a 400's field issues under their fields; true when every issue found its field. */
  const showIssues = (err: unknown): boolean => {
    const issues = err instanceof ApiError ? err.issues : [];
    const fields = new Set(Object.keys(defaultValues));
    if (issues.length === 0 || !issues.every((issue) => fields.has(issue.field))) return false;
    issues.forEach((issue, i) => {
      form.setError(
        issue.field as Path<TIn>,
        { type: "server", message: issue.message },
        { shouldFocus: i === 0 },
      );
    });
    return true;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(undefined);
    setSignInAgain(undefined);
    let result: TResult;
    try {
      result = await submit(values);
    } catch (err) {
      if (sessionEnded(err) || showIssues(err)) return;
      const message = errorMessage(err);
      if (onError?.(err, message) !== true) setServerError(message);
      return;
    }
    await onSuccess?.(result, values);
  });

  /** A field's registration and its error, to spread into TextField. */
  const field = <N extends Path<TIn>>(name: N, options?: RegisterOptions<TIn, N>): FieldBinding<N> => {
    const registration = form.register(name, options);
    const binding = {
      ...registration,
      ref: (el: Element | null) => {
        const typed = typedBeforeHydration(el, attached.current);
        registration.ref(el);
        if (typed !== undefined) form.setValue(name, typed as PathValue<TIn, N>, { shouldDirty: true });
      },
      error: form.getFieldState(name, form.formState).error?.message,
    };
    // The form's default (seeded query data), not the current value: a later render never moves it.
    const value: unknown = get(form.formState.defaultValues, name);
    if (typeof value === "boolean") return { ...binding, defaultChecked: value };
    return typeof value === "string" || typeof value === "number"
      ? { ...binding, defaultValue: value }
      : binding;
  };

  const state: ApiFormState = {
    onSubmit,
    isSubmitting: form.formState.isSubmitting,
    serverError,
    signInAgain,
  };
  const clearServerError = () => {
    setServerError(undefined);
    setSignInAgain(undefined);
  };
  return { form, field, clearServerError, restoredDraft, ...state };
}
