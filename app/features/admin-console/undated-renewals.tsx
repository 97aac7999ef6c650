import { TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { ADMIN_TEXT, renewalAdminEndpoints } from "../../../src/shared/contracts/admin";
import { Badge } from "../../components/ui/badge";
import { useAdminResource } from "./api";
import { day } from "./format";
import { BlockSkeleton, Empty } from "./parts";
import { ResourceCard } from "./resource-card";

/**
 * Certified trainers with no renewal date (issue 31): no reminder and no 60-day window can find them,
 * so each is flagged with a link to their page, where the admin sets the date.
 */
export function UndatedRenewals() {
  const undated = useAdminResource(renewalAdminEndpoints.undated);
  return (
    <ResourceCard
      id="undated-renewals-heading"
      title="Certified trainers without a renewal date"
      description="Set a renewal date on the trainer's page so they get their reminder."
      query={undated}
      what="the trainers without a renewal date"
      loading={<BlockSkeleton label="Loading trainers without a renewal date" count={3} />}
      isEmpty={(rows) => rows.length === 0}
      empty={<Empty>Every certified trainer has a renewal date.</Empty>}
    >
      {(rows) => (
        <ul className="divide-y divide-slate-200">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <Link
                  to={`/trainer-portal/admin/trainers/${r.id}`}
                  className="font-medium text-brand-700 underline"
                >
                  {r.name}
                </Link>
                <div className="text-sm text-slate-700 [overflow-wrap:anywhere]">{r.email}</div>
                <div className="text-sm text-slate-600">
                  {r.certificationDate ? `Certified ${day(r.certificationDate)}` : "No certification date"}
                </div>
              </div>
              <Badge tone="warning" className="gap-1 whitespace-nowrap">
                <TriangleAlert aria-hidden className="size-4" />
                {ADMIN_TEXT.noRenewalDate}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </ResourceCard>
  );
}
