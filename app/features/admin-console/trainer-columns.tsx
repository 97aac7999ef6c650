import type { ColumnDef } from "@tanstack/react-table";
import { Star } from "lucide-react";
import { Link } from "react-router";
import type { TRAINER_SORTS, TrainerRow } from "../../../src/shared/contracts/admin";
import { day, place } from "./format";
import { StatusBadge } from "./parts";

/** The columns the server sorts by, and the sort each one asks for. */
export const SORTABLE: Partial<Record<string, (typeof TRAINER_SORTS)[number]>> = {
  name: "name",
  email: "email",
  status: "status",
  location: "state",
  renewalDate: "renewalDate",
  createdAt: "createdAt",
};

/** The trainers table's columns: each cell as people read it. */
export const trainerColumns: ColumnDef<TrainerRow>[] = [
  {
    id: "name",
    header: "Name",
    cell: ({ row }) => (
      <Link
        to={`/trainer-portal/admin/trainers/${row.original.id}`}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: "email",
    header: "Email",
    cell: ({ row }) => <span className="whitespace-nowrap">{row.original.email}</span>,
  },
  { id: "status", header: "Status", cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  { id: "location", header: "Location", cell: ({ row }) => place(row.original.city, row.original.state) },
  {
    id: "featured",
    header: "Featured",
    cell: ({ row }) =>
      row.original.featured ? (
        <span className="inline-flex items-center gap-1 text-brand-700">
          <Star aria-hidden className="size-4 fill-current" />
          Yes
        </span>
      ) : (
        <span className="text-slate-600">No</span>
      ),
  },
  {
    id: "documents",
    header: "Documents to sign",
    cell: ({ row }) =>
      row.original.unsignedDocuments > 0 ? (
        <span className="font-medium text-warning-800">{row.original.unsignedDocuments}</span>
      ) : (
        <span className="text-slate-600">None</span>
      ),
  },
  { id: "renewalDate", header: "Renewal date", cell: ({ row }) => day(row.original.renewalDate) },
  { id: "createdAt", header: "Added", cell: ({ row }) => day(row.original.createdAt) },
];
