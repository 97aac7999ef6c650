/**
 * The one failed-read message (issue 30 part 4): a heading naming what could not be loaded, why (the
 * server's message, or the screen's own sentence), and Try again, which reads "Trying again..." while
 * the retry is under way. Every screen's error state is this, so the texts and the alert role that the
 * end-to-end tests look for stay the same everywhere.
 */
import { RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { errorMessage } from "../lib/api";
import { cn } from "../lib/cn";
import { Button } from "./ui/button";

export const RETRY_LABEL = "Try again";
export const RETRYING_LABEL = "Trying again...";

/**
 * - `page`: a screen's or a card's whole content, centred, no box (the read was all there was to show).
 * - `panel`: a danger-tinted box in a list's place, the rest of the screen still around it.
 * - `inline`: a small tinted box inside a card, beside other content.
 */
export type LoadErrorLook = "page" | "panel" | "inline";

export type LoadErrorProps = {
  /** What could not be loaded, e.g. "We couldn't load your classes". */
  title: ReactNode;
  /** The failure: its server message is shown (or the generic one) unless `message` is given. */
  error?: unknown;
  /** A fixed sentence instead of the error's message (e.g. "Check your connection and try again."), or null for none. */
  message?: ReactNode;
  onRetry: () => void;
  /** True while the retry runs: the button is disabled and says so. */
  retrying?: boolean;
  /** The button's text when the retry is not a read again (the directory's "Refresh Page" reloads). */
  retryLabel?: string;
  /** The title's element: h1 when the error is the page's only heading. */
  as?: "h1" | "h2" | "h3" | "p";
  look?: LoadErrorLook;
  /** Another action beside Try again (a link back, say). */
  children?: ReactNode;
  /** Width and spacing instead of the look's own (`mx-auto max-w-xl px-4 py-16`, say). */
  className?: string;
};

/** `frame` is the look's width and spacing, which a caller's `className` replaces (no class merging here). */
const LOOKS: Record<
  LoadErrorLook,
  { frame: string; box: string; title: string; text: string; button: string }
> = {
  page: {
    frame: "mx-auto max-w-md py-12",
    box: "text-center",
    title: "text-2xl",
    text: "mt-2 text-slate-700",
    button: "mt-6",
  },
  panel: {
    frame: "p-6",
    box: "rounded-lg border border-danger-600/30 bg-danger-50 text-center",
    title: "text-xl text-danger-700",
    text: "mt-2 text-slate-800",
    button: "mt-4",
  },
  inline: {
    frame: "p-4",
    box: "rounded-lg border border-danger-700/30 bg-danger-50 text-danger-700",
    title: "font-semibold",
    text: "mt-1",
    button: "mt-3",
  },
};

export function LoadError({
  title,
  error,
  message,
  onRetry,
  retrying = false,
  retryLabel = RETRY_LABEL,
  as: Title = "h2",
  look = "page",
  children,
  className,
}: LoadErrorProps) {
  const style = LOOKS[look];
  // null says "no sentence" (the title says it all); undefined falls back to the error's message.
  const text = message !== undefined ? message : error === undefined ? null : errorMessage(error);
  return (
    <div role="alert" className={cn(style.box, className ?? style.frame)}>
      <Title className={style.title}>{title}</Title>
      {text ? <p className={style.text}>{text}</p> : null}
      <div className={cn("flex flex-wrap gap-3", look !== "inline" && "justify-center", style.button)}>
        <Button variant={look === "inline" ? "secondary" : "primary"} onClick={onRetry} disabled={retrying}>
          <RefreshCw aria-hidden className={retrying ? "size-4 motion-safe:animate-spin" : "size-4"} />
          {retrying ? RETRYING_LABEL : retryLabel}
        </Button>
        {children}
      </div>
    </div>
  );
}
