import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LoadError } from "../../app/components/load-error";
import { ApiError } from "../../app/lib/api";

describe("LoadError", () => {
  it("names what failed, gives the server's message and a Try again that retries", async () => {
    const onRetry = vi.fn();
    render(
      <LoadError
        title="We couldn't load your classes"
        error={new ApiError(503, JSON.stringify({ message: "Database unavailable" }), "Service Unavailable")}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole("alert");
    expect(screen.getByRole("heading", { name: "We couldn't load your classes" })).toBeTruthy();
    expect(alert.textContent).toContain("Database unavailable");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("says the generic sentence for an error without a server message", () => {
    render(<LoadError title="Unable to load this trainer" error={new Error("boom")} onRetry={() => {}} />);
    expect(screen.getByRole("alert").textContent).toContain(
      "Something went wrong. Please check your connection and try again.",
    );
  });

  it("shows a fixed sentence instead of the error's, or none", () => {
    const { rerender } = render(
      <LoadError
        title="Unable to load classes"
        message="We couldn't reach the class list just now. Check your connection and try again."
        error={new Error("x")}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("We couldn't reach the class list just now.");
    expect(screen.getByRole("alert").textContent).not.toContain("Something went wrong");
    rerender(
      <LoadError
        as="p"
        title="Failed to fetch announcements"
        message={null}
        error={new Error("x")}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe("Failed to fetch announcements" + "Try again");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("while retrying, the button is disabled and says Trying again...", () => {
    render(<LoadError title="We couldn't load your dashboard" as="h1" onRetry={() => {}} retrying />);
    const button = screen.getByRole("button", { name: "Trying again..." });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toContain(
      "We couldn't load your dashboard",
    );
  });

  it("takes another label for its button and further actions beside it", async () => {
    const onRetry = vi.fn();
    render(
      <LoadError title="Unable to load trainers" retryLabel="Refresh Page" onRetry={onRetry}>
        <a href="/find-trainer">Back to Trainer Directory</a>
      </LoadError>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Refresh Page" }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.getByRole("link", { name: "Back to Trainer Directory" })).toBeTruthy();
  });
});
