import { QueryState } from "../../components/query-state";
import { Card, CardContent } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { useDevMailbox } from "./api";

/** Outside production: every e-mail the app sent, newest first, with its links. */
export default function DevMailboxScreen() {
  const mail = useDevMailbox();
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl">Development mailbox</h1>
      <p className="mt-1 text-slate-700">
        E-mails the app sent on this machine, newest first. Not available in production.
      </p>
      <div className="mt-6 space-y-4">
        <QueryState
          query={mail}
          loading={<Skeleton className="h-32" />}
          error={{ look: "inline", as: "p", title: "Could not load the mailbox" }}
          isEmpty={(list) => list.length === 0}
          empty={<p>No e-mail has been sent yet.</p>}
        >
          {(list) =>
            list.map((m) => (
              <Card key={m.id}>
                <CardContent className="pt-5">
                  <p className="text-sm text-slate-600">
                    To {m.to} · {new Date(m.createdAt).toLocaleString()} · {m.status}
                  </p>
                  <h2 className="mt-1 text-lg">{m.subject}</h2>
                  <pre className="mt-3 whitespace-pre-wrap font-sans text-slate-800">{m.text}</pre>
                  {m.links.map((link) => (
                    <a key={link} href={link} className="mt-2 block break-all text-brand-700 underline">
                      {link}
                    </a>
                  ))}
                </CardContent>
              </Card>
            ))
          }
        </QueryState>
      </div>
    </main>
  );
}
