import { Bot, MessageCircleQuestion, X } from "lucide-react";
import { useRef, useState } from "react";
import { AssistantChat, useAssistantChat } from "../../components/assistant-chat";
import { Button } from "../../components/ui/button";
import { askAssistant } from "../../lib/assistant";

const askFromProfile = (question: string) => askAssistant(question, "Trainer portal profile form");

/**
 * The profile form's floating help widget (portal §2): a collapsed round button, or the expanded panel
 * with the assistant's conversation ("Thinking..." while waiting, input and Send disabled meanwhile).
 * The conversation is kept while collapsed.
 */
export function HelpWidget() {
  const [open, setOpen] = useState(false);
  const chat = useAssistantChat(askFromProfile);
  const opener = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (!open)
    return (
      <button
        ref={opener}
        type="button"
        aria-label="Open profile help"
        aria-expanded={false}
        aria-controls="profile-help-panel"
        onClick={() => setOpen(true)}
        // On a phone it sits over the end of the form's Save bar (profile-screen.tsx), never over a field.
        className="fixed right-3 bottom-3.5 z-40 flex size-11 items-center justify-center rounded-full bg-brand-700 text-white shadow-raised hover:bg-brand-800 sm:right-4 sm:bottom-4 sm:size-14"
      >
        <MessageCircleQuestion aria-hidden className="size-7" />
      </button>
    );

  return (
    <section
      id="profile-help-panel"
      aria-labelledby="profile-help-heading"
      className="fixed inset-x-2 bottom-2 z-40 rounded-lg border border-slate-200 bg-white p-4 shadow-raised sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96"
      onKeyDown={(event) => {
        if (event.key === "Escape") close();
      }}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2
          id="profile-help-heading"
          className="flex items-center gap-2 text-lg font-semibold text-slate-900"
        >
          <Bot aria-hidden className="size-5 text-brand-700" />
          Profile Help
        </h2>
        <Button variant="ghost" size="icon" aria-label="Close profile help" onClick={close}>
          <X aria-hidden className="size-5" />
        </Button>
      </div>
      <AssistantChat chat={chat} id="profile-help" autoFocus historyClassName="h-64 sm:h-72" />
    </section>
  );
}
