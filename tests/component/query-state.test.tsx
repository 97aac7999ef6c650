import { useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QueryState } from "../../app/components/query-state";
import { api } from "../../app/lib/api";
import { json, renderApp, stubFetch } from "./support";

type Item = { id: number; name: string };

/** A screen's read of /api/items through QueryState, as the app's screens write it. */
function Items({ keepData = true }: { keepData?: boolean }) {
  const query = useQuery({ queryKey: ["items"], queryFn: () => api<Item[]>("/api/items") });
  return (
    <QueryState
      query={query}
      loading={<p role="status">Loading items</p>}
      error={{ title: "We couldn't load the items" }}
      isEmpty={(items) => items.length === 0}
      empty={<p>No items yet.</p>}
      onRefetchError={keepData ? "keep-data" : "show-error"}
    >
      {(items) => (
        <ul>
          {items.map((i) => (
            <li key={i.id}>{i.name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe("QueryState", () => {
  it("shows the loading node until the answer, then the data", async () => {
    let answer: (r: Response) => void = () => {};
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp(<Items />);
    expect(screen.getByRole("status").textContent).toContain("Loading items");
    answer(json([{ id: 1, name: "Gloves" }]));
    expect(await screen.findByText("Gloves")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows the empty state when the answer has nothing in it", async () => {
    stubFetch(() => json([]));
    renderApp(<Items />);
    expect(await screen.findByText("No items yet.")).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows LoadError with the server's message on a failed read", async () => {
    stubFetch(() => json({ message: "The database is resting." }, 503));
    renderApp(<Items />);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We couldn't load the items");
    expect(alert.textContent).toContain("The database is resting.");
    expect(screen.getByRole("heading", { level: 2, name: "We couldn't load the items" })).toBeTruthy();
  });

  it("Try again reads again, and the data replaces the error", async () => {
    let calls = 0;
    const fetch = stubFetch(() => {
      calls += 1;
      return calls === 1 ? json({ message: "Down" }, 500) : json([{ id: 2, name: "Pads" }]);
    });
    const { user } = renderApp(<Items />);
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Pads")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the data shown when a later refetch fails, unless told to show the error", async () => {
    for (const keepData of [true, false]) {
      let calls = 0;
      stubFetch(() => {
        calls += 1;
        return calls === 1 ? json([{ id: 3, name: "Mat" }]) : json({ message: "Gone away" }, 500);
      });
      const { queryClient, unmount } = renderApp(<Items keepData={keepData} />);
      expect(await screen.findByText("Mat")).toBeTruthy();
      await queryClient.refetchQueries({ queryKey: ["items"] });
      await waitFor(() => expect(queryClient.getQueryState(["items"])?.status).toBe("error"));
      if (keepData) {
        expect(screen.getByText("Mat")).toBeTruthy();
        expect(screen.queryByRole("alert")).toBeNull();
      } else {
        expect((await screen.findByRole("alert")).textContent).toContain("Gone away");
        expect(screen.queryByText("Mat")).toBeNull();
      }
      unmount();
    }
  });

  it("hands a failure to the screen's own view when given one", () => {
    const refetch = vi.fn();
    renderApp(
      <QueryState
        query={{ data: undefined, error: new Error("401"), isError: true, isFetching: false, refetch }}
        loading={null}
        error={({ retry }) => (
          <button type="button" onClick={retry}>
            Sign in again
          </button>
        )}
      >
        {() => null}
      </QueryState>,
    );
    screen.getByRole("button", { name: "Sign in again" }).click();
    expect(refetch).toHaveBeenCalledOnce();
  });
});
