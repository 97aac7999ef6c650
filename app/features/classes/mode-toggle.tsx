import { CalendarDays, List } from "lucide-react";
import { type Segment, SegmentedButtons } from "../../components/segmented-control";

export type Mode = "calendar" | "list";

/** The spec's words on Find Self-Defense Classes and the feed (2.5, 2.6): Calendar first, then List. */
const MODES: Segment<Mode>[] = [
  { value: "calendar", label: "Calendar", icon: CalendarDays },
  { value: "list", label: "List", icon: List },
];

/** The Calendar and List buttons, drawn like /classes's List View / Calendar View tabs. */
export function ModeToggle({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  return <SegmentedButtons label="View" segments={MODES} value={mode} onChange={onChange} />;
}
