import { Bot, ChevronUp, Minus } from "lucide-react";
import { useRef, useState } from "react";
import { CHAT_TEXT } from "../../../src/shared/contracts/assistant";
import { AssistantChat, useAssistantChat } from "../../components/assistant-chat";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { askAssistant } from "../../lib/assistant";

const askFromDashboard = (question: string) => askAssistant(question, "Trainer portal dashboard");

/**
 * The AI assistant card (portal §2; docs/product.md "Portal details"): minimised by default ("AI
 * Assistant - Click to open"); open, it has Minimize, the greeting as its first message, a fixed-height
 * history and the question box. The conversation is kept while minimised.
 */
export function AssistantCard() {
  const [open, setOpen] = useState(false);
  const chat = useAssistantChat(askFromDashboard);
  const opener = useRef<HTMLButtonElement>(null);
  const minimise = () => {
    setOpen(false);
    // Back to the button that opens it again.
    requestAnimationFrame(() => opener.current?.focus());
  };

  if (!open)
    return (
      <Card>
        <button
          ref={opener}
          type="button"
          aria-expanded={false}
          aria-controls="assistant-panel"
          onClick={() => setOpen(true)}
          className="flex min-h-tap w-full items-center gap-3 rounded-lg p-4 text-left font-semibold text-slate-900 hover:bg-brand-50"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-700 text-white">
            <Bot aria-hidden className="size-5" />
          </span>
          <span className="flex-1">{CHAT_TEXT.minimised}</span>
          <ChevronUp aria-hidden className="size-5 text-slate-600" />
        </button>
      </Card>
    );

  return (
    <Card>
      <section id="assistant-panel" aria-labelledby="assistant-heading" className="p-4 sm:p-5">
        <div className="mb-3 flex items-center justify-between gap-2">
          <h2 id="assistant-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-brand-700 text-white">
              <Bot aria-hidden className="size-5" />
            </span>
            AI Assistant
          </h2>
          <Button variant="secondary" onClick={minimise}>
            <Minus aria-hidden className="size-4" />
            Minimize
          </Button>
        </div>
        <AssistantChat chat={chat} id="dashboard-assistant" autoFocus historyClassName="h-72 sm:h-80" />
      </section>
    </Card>
  );
}
