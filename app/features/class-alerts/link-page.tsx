import type { LucideIcon } from "lucide-react";
import { CONFIRM_LINK_HOURS } from "../../../src/shared/class-alert-texts";
import { FindClassesButton, LinkHeading } from "../../components/email-link-page";
import type { LinkProblem } from "./api";

/** Why an alert's link can't be used, and the way on (the page frame is components/email-link-page). */
const PROBLEMS: Record<LinkProblem, { title: string; text: string }> = {
  invalid: {
    title: "This link isn't valid",
    text: "The link may be incomplete or copied incorrectly. Open it straight from the e-mail, or ask for class alerts again on the classes page.",
  },
  expired: {
    title: "This link has expired",
    text: `Confirmation links work for ${CONFIRM_LINK_HOURS} hours. Ask for class alerts again and open the new link soon after it arrives.`,
  },
};

export function LinkProblemCard({ problem, icon }: { problem: LinkProblem; icon: LucideIcon }) {
  return (
    <>
      <LinkHeading icon={icon} title={PROBLEMS[problem].title}>
        <p>{PROBLEMS[problem].text}</p>
      </LinkHeading>
      <FindClassesButton />
    </>
  );
}
