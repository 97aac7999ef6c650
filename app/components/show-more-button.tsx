import { withThousands } from "../../src/shared/count-text";
import { Button } from "./ui/button";

/** Below a paged list: "Show more {things} (N more)", nothing once everything is shown. */
export function ShowMoreButton({
  more,
  things,
  onClick,
}: {
  more: number;
  things: string;
  onClick: () => void;
}) {
  if (more <= 0) return null;
  return (
    <div className="mt-6 text-center">
      <Button variant="secondary" onClick={onClick}>
        Show more {things} ({withThousands(more)} more)
      </Button>
    </div>
  );
}
