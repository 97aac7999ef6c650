import { FindClasses } from "./find-classes-screen";

/** /public: Find Self-Defense Classes with the period presentation (Today, Week, Month) switched on. */
export default function FindClassesPeriodScreen({ today }: { today: string }) {
  return <FindClasses periods today={today} />;
}
