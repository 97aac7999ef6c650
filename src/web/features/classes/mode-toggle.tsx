import { CalendarDays, List } from "lucide-react";
import { Button } from "../../components/ui/button";

export type Mode = "calendar" | "list";

/** The Calendar and List buttons (spec 2.5, 2.6). */
export function ModeToggle({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const options = [
    { value: "calendar" as const, label: "Calendar", icon: CalendarDays },
    { value: "list" as const, label: "List", icon: List },
  ];
  return (
    <div className="flex gap-2">
      {options.map(({ value, label, icon: Icon }) => (
        <Button
          key={value}
          variant={mode === value ? "primary" : "secondary"}
          aria-pressed={mode === value}
          onClick={() => onChange(value)}
        >
          <Icon aria-hidden className="size-4" />
          {label}
        </Button>
      ))}
    </div>
  );
}
