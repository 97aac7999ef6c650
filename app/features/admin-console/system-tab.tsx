import { EmailDeliveryCard } from "./email-delivery-card";
import { JobRunsCard } from "./job-runs-card";

/** The console's System tab (issue 28): background job runs and e-mail delivery, with their failures. */
export function SystemTab() {
  return (
    <div className="flex flex-col gap-5">
      <EmailDeliveryCard />
      <JobRunsCard />
    </div>
  );
}
