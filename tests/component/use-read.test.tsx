/**
 * The public pages' read (app/lib/use-read.ts, decision 0047): the loader's answer is shown and not
 * asked again; without one the browser asks, retries a passing failure once and never a meant one; Try
 * again asks again; a new key is a new read; Back finds the tab's copy.
 */
import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../app/lib/api";
import { forgetReads, type Read, useRead } from "../../app/lib/use-read";

type Answer = { name: string };

function Probe({
  id,
  seed,
  read,
  onRead,
}: {
  id: string;
  seed?: Answer;
  read: (signal: AbortSignal) => Promise<Answer>;
  onRead?: (r: Read<Answer>) => void;
}) {
  const result = useRead({ key: `probe:${id}`, seed, read });
  onRead?.(result);
  if (result.isError) return <p>failed: {String((result.error as Error).message)}</p>;
  return <p>{result.data ? `name: ${result.data.name}` : "loading"}</p>;
}

const failure = (status: number) => new ApiError(status, `status ${status}`, "");

beforeEach(() => forgetReads());
afterEach(() => vi.useRealTimers());

describe("useRead", () => {
  it("shows the loader's answer at once and asks nothing", async () => {
    const read = vi.fn(async () => ({ name: "asked" }));
    render(<Probe id="1" seed={{ name: "seeded" }} read={read} />);
    expect(screen.getByText("name: seeded")).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(read).not.toHaveBeenCalled();
  });

  it("asks in the browser when there is no answer, then shows it", async () => {
    const read = vi.fn(async () => ({ name: "asked" }));
    render(<Probe id="1" read={read} />);
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("name: asked")).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("retries a server failure once, a second later", async () => {
    const read = vi.fn().mockRejectedValueOnce(failure(503)).mockResolvedValueOnce({ name: "second try" });
    render(<Probe id="1" read={read} />);
    expect(await screen.findByText("name: second try", {}, { timeout: 3_000 })).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("never retries an answer the server meant (404), and Try again asks again", async () => {
    const read = vi.fn().mockRejectedValueOnce(failure(404)).mockResolvedValueOnce({ name: "found" });
    let latest: Read<Answer> | undefined;
    render(<Probe id="1" read={read} onRead={(r) => (latest = r)} />);
    expect(await screen.findByText("failed: 404: status 404")).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(1);
    act(() => void latest?.refetch());
    expect(await screen.findByText("name: found")).toBeTruthy();
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads again for a new key, and Back finds the tab's copy without asking", async () => {
    const read = vi.fn(async (_signal: AbortSignal) => ({ name: `read ${read.mock.calls.length}` }));
    const { rerender } = render(<Probe id="1" read={read} />);
    expect(await screen.findByText("name: read 1")).toBeTruthy();
    rerender(<Probe id="2" read={read} />);
    expect(await screen.findByText("name: read 2")).toBeTruthy();
    rerender(<Probe id="1" read={read} />);
    expect(screen.getByText("name: read 1")).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("setData replaces the answer a write already knows", async () => {
    let latest: Read<Answer> | undefined;
    render(
      <Probe
        id="1"
        seed={{ name: "before" }}
        read={async () => ({ name: "x" })}
        onRead={(r) => (latest = r)}
      />,
    );
    act(() => latest?.setData((d) => d && { name: `${d.name}, after` }));
    await waitFor(() => expect(screen.getByText("name: before, after")).toBeTruthy());
  });
});
