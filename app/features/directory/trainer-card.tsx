import { CalendarDays, Mail, MapPin } from "lucide-react";
import { memo, useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { PublicClass, PublicTrainer } from "../../../src/shared/contracts/public-trainers";
import {
  CARD_CLASS_LIMIT,
  classesCountText,
  cutAtWord,
  trainerPath,
} from "../../../src/shared/directory-rules";
import { DateBlock, fullDate } from "../../components/class-date";
import { ClassZone } from "../../components/class-zone";
import { DeviceButton } from "../../components/device-button";
import { bookDirectlyNotice, type Notice } from "../../components/notice-dialog";
import { TrainerAvatar } from "../../components/trainer-avatar";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { impressionRef, insightAttrs } from "../../lib/insights";

export const RATING = 5;
export const NO_PUBLIC_EMAIL_TEXT = "Contact this trainer via the brand website.";

export function contactNotice(trainer: PublicTrainer): Notice {
  if (!trainer.email)
    return {
      title: `Contact ${trainer.displayName}`,
      body: <p className="text-slate-700">{NO_PUBLIC_EMAIL_TEXT}</p>,
    };
  return {
    title: `Contact ${trainer.displayName}`,
    body: (
      <p className="text-slate-700">
        E-mail{" "}
        <a className="font-medium break-all text-brand-700 underline" href={`mailto:${trainer.email}`}>
          {trainer.email}
        </a>
      </p>
    ),
  };
}

/**
 * A class row with its Register (payment link) or Contact Trainer button. The row's list is a size
 * container: where the row is narrow (a card, a phone) the button goes under the text instead of
 * squeezing the title into a column of broken lines (issue 16).
 */
export function ClassAction({
  trainer,
  item,
  onNotice,
}: {
  trainer: PublicTrainer;
  item: PublicClass;
  onNotice: (n: Notice) => void;
}) {
  return (
    <li className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-2 @md:grid-cols-[auto_minmax(0,1fr)_auto]">
      <DateBlock date={item.date} />
      <div className="text-sm">
        <p className="font-medium text-slate-900">{item.title}</p>
        <p className="text-slate-700">
          <span className="sr-only">{fullDate(item.date)}, </span>
          <span className="whitespace-nowrap">
            {item.time}
            <ClassZone timeZone={item.timeZone} date={item.date} startTime={item.startTime} />
          </span>{" "}
          · {item.price}
        </p>
        <p className="truncate text-slate-600">{item.location}</p>
      </div>
      <div className="col-start-2 @md:col-start-auto">
        {item.paymentLink ? (
          <Button asChild size="sm" variant="secondary">
            <a
              href={item.paymentLink}
              target="_blank"
              rel="noopener noreferrer"
              {...insightAttrs("register_click", trainer.id, item.id)}
            >
              Register
              <span className="sr-only"> for {item.title} (opens in a new tab)</span>
            </a>
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onNotice(bookDirectlyNotice(trainer))}
            {...insightAttrs("contact_click", trainer.id)}
          >
            Contact Trainer
          </Button>
        )}
      </div>
    </li>
  );
}

function moreClassesNotice(trainer: PublicTrainer, onNotice: (n: Notice) => void): Notice {
  const rest = trainer.upcomingClasses.slice(CARD_CLASS_LIMIT);
  return {
    title: `More classes with ${trainer.displayName}`,
    body: (
      <ul className="@container flex flex-col gap-3">
        {rest.map((c) => (
          <ClassAction key={c.id} trainer={trainer} item={c} onNotice={onNotice} />
        ))}
      </ul>
    ),
  };
}

/** The trainer card of spec 2.3; the whole card opens /{slug}. */
export const TrainerCard = memo(function TrainerCard({
  trainer,
  onNotice,
}: {
  trainer: PublicTrainer;
  onNotice: (n: Notice) => void;
}) {
  // Cards are reused by position (trainer-results.tsx): "Read more" belongs to one trainer.
  const [expandedFor, setExpandedFor] = useState<number | null>(null);
  const expanded = expandedFor === trainer.id;
  const bio = cutAtWord(trainer.publicBio);
  const shown = trainer.upcomingClasses.slice(0, CARD_CLASS_LIMIT);
  const more = trainer.upcomingClasses.length - shown.length;
  const navigate = useNavigate();
  const path = trainerPath(trainer);
  // Counted once the card has been on screen for a second (lib/insights.ts).
  const seen = useMemo(() => impressionRef(trainer.id), [trainer.id]);

  return (
    // The whole card opens the profile for pointer users; the name is the link for keyboards and
    // screen readers (an overlay link would overlap the card's buttons).
    // biome-ignore lint/a11y/useKeyWithClickEvents: the name link is the keyboard path, see above.
    <article
      ref={seen}
      data-testid="trainer-card"
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a, button")) return;
        navigate(path);
      }}
      className="flex w-full cursor-pointer flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-raised transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-overlay"
    >
      <div className="flex items-start gap-4">
        <TrainerAvatar name={trainer.displayName} picture={trainer.profilePicture} />
        <div className="min-w-0">
          <h3 className="text-lg leading-snug">
            {/* 44 px to tap, with the heading's own line height kept (negative margin). */}
            <Link
              to={path}
              className="-my-2.5 inline-flex min-h-tap min-w-tap items-center text-slate-900 underline-offset-4 hover:underline"
            >
              {trainer.displayName}
            </Link>
          </h3>
          <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-700">
            <MapPin aria-hidden className="size-4 shrink-0" />
            {trainer.displayLocation}
          </p>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
            {/* One text node, not five icons: cards re-render on every keystroke. */}
            <span
              role="img"
              aria-label={`Rated ${RATING} out of 5`}
              className="tracking-tight text-coral-700"
            >
              {"\u2605".repeat(RATING)}
            </span>
            <span>
              <CalendarDays aria-hidden className="mr-1 inline size-4" />
              {classesCountText(trainer)}
            </span>
          </p>
        </div>
      </div>

      <div className="mt-3 text-slate-700">
        <p className="whitespace-pre-line">{expanded ? trainer.publicBio : bio.text}</p>
        {bio.cut && (
          <button
            type="button"
            aria-expanded={expanded}
            className="mt-1 min-h-tap font-medium text-brand-700 underline-offset-4 hover:underline"
            onClick={() => setExpandedFor(expanded ? null : trainer.id)}
          >
            {expanded ? "Show less" : "Read more"}
          </button>
        )}
      </div>

      <ul aria-label="Specialties" className="mt-3 flex flex-wrap gap-1.5">
        {trainer.classTypes.map((s) => (
          <li key={s}>
            <Badge>{s}</Badge>
          </li>
        ))}
      </ul>

      <dl className="mt-3 grid gap-1 text-sm">
        <div className="flex gap-1">
          <dt className="font-medium text-slate-900">Availability:</dt>
          <dd className="text-slate-700">{trainer.availabilityDescription}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium text-slate-900">Experience:</dt>
          <dd className="text-slate-700">{trainer.experienceDescription}</dd>
        </div>
      </dl>

      {shown.length > 0 && (
        <div className="mt-4 border-t border-slate-200 pt-3">
          <h4 className="text-sm font-semibold text-slate-900">Upcoming classes</h4>
          <ul className="@container mt-2 flex flex-col gap-3">
            {shown.map((c) => (
              <ClassAction key={c.id} trainer={trainer} item={c} onNotice={onNotice} />
            ))}
          </ul>
          {more > 0 && (
            <button
              type="button"
              className="mt-2 min-h-tap text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
              onClick={() => onNotice(moreClassesNotice(trainer, onNotice))}
            >
              +{more} more classes
            </button>
          )}
        </div>
      )}

      {/* One primary action per card (docs/design.md): Contact; the device is the quieter second. */}
      <div className="mt-auto flex flex-col gap-2 pt-4">
        <Button
          onClick={() => onNotice(contactNotice(trainer))}
          {...insightAttrs("contact_click", trainer.id)}
        >
          <Mail aria-hidden className="size-4" />
          Contact
        </Button>
        <DeviceButton affiliateLink={trainer.affiliateLink} variant="secondary" />
      </div>
    </article>
  );
});
