import type { AdminDocument } from "../../../src/shared/contracts/admin-content";
import { ResponsiveTable } from "../../components/responsive-table";
import { Badge } from "../../components/ui/badge";
import { dateTime } from "./format";
import { TableScroll, td, th } from "./parts";

/** A document's versions, newest first, each with its signatures (a card each on a phone). */
export function VersionsTable({ document: d }: { document: AdminDocument }) {
  return (
    <div className="flex flex-col gap-2">
      <h4 className="font-semibold text-slate-900">Versions</h4>
      <TableScroll label={`Versions of the ${d.title}`} className="shadow-none">
        <ResponsiveTable className="sm:min-w-[36rem]">
          <caption className="sr-only">Versions of the {d.title}, newest first</caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                Version
              </th>
              <th scope="col" className={th}>
                Title
              </th>
              <th scope="col" className={th}>
                Published
              </th>
              <th scope="col" className={th}>
                By
              </th>
              <th scope="col" className={th}>
                Signatures
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {d.versions.map((v, i) => (
              <tr key={v.version} data-version={v.version}>
                <td className={`${td} whitespace-nowrap`} data-label="Version">
                  {v.version}
                  {i === 0 && (
                    <Badge tone="success" className="ml-2">
                      Current
                    </Badge>
                  )}
                </td>
                <td className={td} data-label="Title">
                  {v.title}
                </td>
                <td className={`${td} whitespace-nowrap`} data-label="Published">
                  {dateTime(v.createdAt)}
                </td>
                <td className={td} data-label="By">
                  {v.createdBy ?? "Shipped text"}
                </td>
                <td className={`${td} whitespace-nowrap`} data-label="Signatures">
                  {v.signatures}
                </td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      </TableScroll>
    </div>
  );
}
