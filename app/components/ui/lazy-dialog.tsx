/**
 * The dialog of the public pages, with ui/dialog.tsx's props, loaded only when first opened: Radix's
 * dialog (some 14 KB gzip) is then no part of a public page's first JavaScript (issue 29), which the
 * pages that show one (landing, class cards, profiles, notices, "Contact us") would otherwise all carry.
 * Open, it is ui/dialog.tsx itself: the same focus trap, focus return, Escape and labelling.
 * Controlled only (no trigger or close part): every public dialog is opened from its screen's state.
 */
import { lazy, type ReactNode, Suspense } from "react";

const load = () => import("./dialog");
const RadixDialog = lazy(() => load().then((m) => ({ default: m.Dialog })));
const RadixContent = lazy(() => load().then((m) => ({ default: m.DialogContent })));

export function Dialog({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  // Closed, Radix's dialog draws nothing either: the server's HTML and the hydrating render agree.
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <RadixDialog open onOpenChange={onOpenChange}>
        {children}
      </RadixDialog>
    </Suspense>
  );
}

export function DialogContent(props: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return <RadixContent {...props} />;
}
