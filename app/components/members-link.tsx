/**
 * A button-styled link to one of the members' links (lib/members-links.ts), which no page embeds: while
 * the links load it is a disabled button, on a failed load a Try again, and for a visitor (no trainer
 * session, no applicant session) the `visitor` node, a sign-in usually.
 */
import type { MouseEvent, ReactNode } from "react";
import type { MembersLinkKey } from "../../src/shared/site-config";
import { useMembersLinks } from "../lib/members-links";
import { Button, type ButtonProps } from "./ui/button";

export function MembersLink({
  link,
  children,
  visitor = null,
  onOpen,
  enabled = true,
  ...button
}: Pick<ButtonProps, "variant" | "className"> & {
  link: MembersLinkKey;
  /** The link's content; the caller says it opens in a new tab. */
  children: ReactNode;
  visitor?: ReactNode;
  /** A click (or a middle click) on the link. */
  onOpen?: () => void;
  /** False when the caller already knows this is a visitor: nothing is asked. */
  enabled?: boolean;
}) {
  const links = useMembersLinks(enabled);
  if (!enabled || links.data === null) return <>{visitor}</>;
  if (links.isError)
    return (
      <Button
        {...button}
        variant="secondary"
        onClick={() => void links.refetch()}
        disabled={links.isFetching}
      >
        Couldn't load this link. Try again
      </Button>
    );
  if (!links.data)
    return (
      <Button {...button} disabled aria-busy>
        {children}
      </Button>
    );
  return (
    <Button {...button} asChild>
      <a
        href={links.data[link]}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onOpen}
        onAuxClick={(e: MouseEvent) => {
          if (e.button === 1) onOpen?.();
        }}
      >
        {children}
      </a>
    </Button>
  );
}
