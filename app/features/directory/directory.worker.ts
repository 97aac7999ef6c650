/**
 * The directory's worker (issue 29 point 4): reads the compact index, decodes it, prepares the search
 * text and filters, sorts and counts for each filter set the page asks about, so none of that work
 * holds up the page's input. Started by directory-engine.ts.
 */
import type { DirectoryIndex } from "../../../src/shared/contracts/public-directory";
import { type DirectoryRow, decodeIndex } from "../../../src/shared/directory-index";
import { type DirectoryFilters, prepareSearch } from "../../../src/shared/directory-rules";
import {
  directoryView,
  type FromDirectoryWorker,
  type IndexFacts,
  indexFacts,
  listedRow,
  ROWS_PER_MESSAGE,
  type ToDirectoryWorker,
} from "../../../src/shared/directory-view";

/** The worker's own scope (the project's types are the page's, DOM). */
const scope = self as unknown as {
  postMessage(message: FromDirectoryWorker): void;
  onmessage: ((event: MessageEvent<ToDirectoryWorker>) => void) | null;
};
const post = (message: FromDirectoryWorker) => scope.postMessage(message);

let index: { rows: DirectoryRow[]; facts: IndexFacts } | null = null;
/** Only the latest filter set asked is answered: a quick typist's earlier keystrokes are skipped. */
let asked: { seq: number; filters: DirectoryFilters } | null = null;
let scheduled = false;

function answer() {
  scheduled = false;
  if (!index || !asked) return;
  const { seq, filters } = asked;
  asked = null;
  post({ type: "view", seq, view: directoryView(index.rows, index.facts, filters) });
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  setTimeout(answer, 0);
}

async function load(url: string) {
  try {
    const response = await fetch(url, { credentials: "same-origin" });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const rows = decodeIndex((await response.json()) as DirectoryIndex);
    prepareSearch(rows);
    for (let i = 0; i < rows.length; i += ROWS_PER_MESSAGE)
      post({ type: "rows", rows: rows.slice(i, i + ROWS_PER_MESSAGE).map(listedRow) });
    index = { rows, facts: indexFacts(rows) };
    post({ type: "loaded" });
    schedule();
  } catch (error) {
    post({ type: "failed", message: error instanceof Error ? error.message : String(error) });
  }
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === "load") void load(message.url);
  else {
    asked = { seq: message.seq, filters: message.filters };
    schedule();
  }
};
