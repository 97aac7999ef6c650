import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { Button } from "../../app/components/ui/button";
import { ConfirmDialog } from "../../app/components/ui/confirm-dialog";
import { FieldError } from "../../app/components/ui/label";
import { FormAlert, TextField } from "../../app/components/ui/text-field";

describe("TextField", () => {
  it("labels its input and describes it by its help text", () => {
    render(<TextField id="email" label="E-mail" help="We never share it." />);
    const input = screen.getByLabelText("E-mail");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(input.getAttribute("aria-describedby")).toBe("email-help");
    expect(screen.getByText("We never share it.").id).toBe("email-help");
  });

  it("shows its error instead of the help, announced, and marks the input invalid", () => {
    render(<TextField id="email" label="E-mail" help="We never share it." error="Enter a valid e-mail" />);
    const input = screen.getByLabelText("E-mail");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("email-error");
    expect(screen.getByRole("alert").textContent).toBe("Enter a valid e-mail");
    expect(screen.queryByText("We never share it.")).toBeNull();
  });
});

describe("FieldError and FormAlert", () => {
  it("render nothing without a message", () => {
    const { container } = render(
      <>
        <FieldError />
        <FormAlert />
      </>,
    );
    expect(container.innerHTML).toBe("");
  });
});

describe("Button", () => {
  it("is a type=button by default, so it never submits a form by accident", () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole("button", { name: "Cancel" }).getAttribute("type")).toBe("button");
  });

  it("asChild puts its look on the link and runs both click handlers", async () => {
    const mine = vi.fn();
    const theirs = vi.fn();
    render(
      <Button asChild variant="secondary" className="extra" onClick={mine}>
        <a
          href="/classes"
          className="own"
          onClick={(e) => {
            e.preventDefault();
            theirs();
          }}
        >
          Open
        </a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Open" });
    expect(link.className).toContain("own");
    expect(link.className).toContain("extra");
    expect(link.className).toContain("border-slate-300");
    await userEvent.click(link);
    expect(theirs).toHaveBeenCalledOnce();
    expect(mine).toHaveBeenCalledOnce();
  });
});

/** A dialog its test opens, and its Cancel closes. */
function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete this class?"
      description="It leaves your public profile."
      confirmLabel="Delete"
      busyLabel="Deleting..."
      onConfirm={onConfirm}
    />
  );
}

describe("ConfirmDialog", () => {
  it("asks with Cancel and the confirming button; Cancel closes it", async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole("alertdialog", { name: "Delete this class?" });
    expect(dialog.textContent).toContain("It leaves your public profile.");
    await userEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("while busy, shows the busy words and cannot be dismissed", () => {
    render(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Delete this class?"
        description="x"
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy
        onConfirm={() => {}}
      />,
    );
    expect((screen.getByRole("button", { name: "Deleting..." }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
