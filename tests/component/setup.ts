// Each test starts from an empty document and real globals (fetch is stubbed per test).
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// findBy and waitFor wait up to 5 s, not 1 s: a busy two-core machine renders a whole form slowly.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
