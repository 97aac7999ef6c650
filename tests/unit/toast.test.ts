import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { toast };
});
vi.mock("sonner", () => sonner);

const { notify } = await import("../../app/lib/toast");

describe("toasts (issue 31: each message once)", () => {
  beforeEach(() => vi.clearAllMocks());

  it("gives the same words the same id, so a repeat replaces the toast instead of queueing", async () => {
    notify.success({ title: "Profile saved" });
    notify.success({ title: "Profile saved" });
    await vi.waitFor(() => expect(sonner.toast.success).toHaveBeenCalledTimes(2));
    const [first, second] = sonner.toast.success.mock.calls;
    expect(first?.[1]?.id).toEqual(expect.any(String));
    expect(first?.[1]?.id).toBe(second?.[1]?.id);
  });

  it("keeps different messages, and the same words of another kind, apart", async () => {
    notify.success({ title: "Saved" });
    notify.error({ title: "Saved" });
    notify.success({ title: "Saved", description: "Your class is live." });
    notify.info({ title: "Copied" });
    await vi.waitFor(() => expect(sonner.toast).toHaveBeenCalledTimes(1));
    const ids = [
      ...sonner.toast.success.mock.calls.map((c) => c[1]?.id),
      ...sonner.toast.error.mock.calls.map((c) => c[1]?.id),
      sonner.toast.mock.calls[0]?.[1]?.id,
    ];
    expect(new Set(ids).size).toBe(4);
  });
});
