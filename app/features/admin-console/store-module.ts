import type { QueryClient } from "@tanstack/react-query";
import type { AdminModule } from "../../../src/shared/contracts/admin-content";
import { curriculumAdminEndpoints } from "../../../src/shared/contracts/curriculum";
import { afterChange, setAdminResource } from "./api";

/** Puts a module the server answered into the list, then refreshes the console's other reads. */
export async function storeModule(queryClient: QueryClient, saved: AdminModule) {
  setAdminResource(queryClient, curriculumAdminEndpoints.list, (list) =>
    list?.map((m) => (m.id === saved.id ? saved : m)),
  );
  await afterChange(queryClient);
}
