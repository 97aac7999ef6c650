/**
 * The classes screens read every trainer's classes from GET /api/public-trainers: the directory's
 * query (lib/public-trainers.ts, one cache), flattened into a list of classes (spec 2.6).
 */
import { useMemo } from "react";
import { flattenClasses } from "../../../shared/class-listing";
import { usePublicTrainers } from "../../lib/public-trainers";

export function useClasses() {
  const query = usePublicTrainers();
  const classes = useMemo(() => (query.data ? flattenClasses(query.data) : undefined), [query.data]);
  return { query, classes };
}
