import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ClassZone } from "../../app/components/class-zone";

const visitor = Intl.DateTimeFormat().resolvedOptions().timeZone;
// A zone whose clock differs from the test's own at any date (Tokyo keeps no summer time).
const away = visitor === "Asia/Tokyo" ? "America/Chicago" : "Asia/Tokyo";

describe("ClassZone", () => {
  it("is absent from the server's HTML, which is one answer for every visitor", () => {
    expect(renderToString(<ClassZone timeZone={away} date="2027-03-10" startTime="18:00" />)).toBe("");
  });

  it("names the class's zone after hydration when the visitor's clock differs", async () => {
    render(<ClassZone timeZone={away} date="2027-03-10" startTime="18:00" />);
    const note = await screen.findByTestId("class-zone");
    expect(note.textContent).toMatch(/^(GMT\+9|C[SD]T)$/);
    expect(note.getAttribute("title")).toBe(away === "Asia/Tokyo" ? "Japan Standard Time" : "Central Time");
  });

  it("says nothing to a visitor in the class's own zone", async () => {
    render(
      <>
        <ClassZone timeZone={visitor} date="2027-03-10" startTime="18:00" />
        <ClassZone timeZone={away} date="2027-03-10" startTime="18:00" />
      </>,
    );
    // The other class's note shows, so the transition has run: this one stayed empty.
    expect(await screen.findAllByTestId("class-zone")).toHaveLength(1);
  });
});
