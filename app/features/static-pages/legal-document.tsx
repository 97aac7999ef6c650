import type { LegalDoc } from "../../../src/shared/content/legal";

/** A legal text: title, version or effective date, numbered sections. */
export function LegalDocument({ doc }: { doc: LegalDoc }) {
  return (
    <article className="max-w-none text-slate-800">
      <h1 className="text-2xl sm:text-3xl">{doc.title}</h1>
      {doc.subtitle && <p className="mt-2 text-lg text-slate-700">{doc.subtitle}</p>}
      <p className="mt-2 text-sm text-slate-600">
        {doc.version && <span>Version {doc.version}</span>}
        {doc.version && doc.effective && <span> · </span>}
        {doc.effective && <span>Effective {doc.effective}</span>}
      </p>
      {doc.sections.map((section) => (
        <section key={section.heading} id={section.id} className="mt-8">
          <h2 className="text-xl">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 40)} className="mt-3 leading-relaxed">
              {p}
            </p>
          ))}
          {section.bullets && (
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {section.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
