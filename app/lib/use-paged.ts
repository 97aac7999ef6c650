import { useState } from "react";

/**
 * A long list shown a page at a time: the first `pageSize` items, then a page more per showMore().
 * A new list (a new array: filters changed) starts again at the first page. `reveal` is the index of an
 * item that must be shown (the class chosen in the calendar), however far down it is.
 */
export function usePaged<T>(items: readonly T[], pageSize: number, reveal = -1) {
  const [limit, setLimit] = useState(pageSize);
  const [pagedFor, setPagedFor] = useState(items);
  if (pagedFor !== items) {
    setPagedFor(items);
    setLimit(pageSize);
  }
  const end = Math.max(limit, reveal + 1);
  return {
    shown: items.length > end ? items.slice(0, end) : items,
    more: Math.max(0, items.length - end),
    showMore: () => setLimit(end + pageSize),
  };
}
