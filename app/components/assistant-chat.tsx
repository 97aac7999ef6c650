import { Bot, Send } from "lucide-react";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import {
  CHAT_TEXT,
  type ChatAnswer,
  type ChatSource,
  QUESTION_MAX,
} from "../../src/shared/contracts/assistant";
import { ApiError } from "../lib/api";
import { cn } from "../lib/cn";
import { isTransient } from "../lib/retry";
import { Button } from "./ui/button";
import { Textarea } from "./ui/input";

/** A message of the conversation (spec portal §3 "Chat message": client only). */
export type ChatMessage = {
  id: number;
  text: string;
  isUser: boolean;
  timestamp: Date;
  /** Where the assistant's answer comes from. */
  sources?: ChatSource[];
};

export type AssistantChatState = ReturnType<typeof useAssistantChat>;

/**
 * The conversation with the assistant: it starts with the greeting; `send` asks `ask` (the feature's
 * POST /api/chatbot) and adds the answer, or the spec's failure message (portal §8): a missing answer
 * or a refusal (4xx) is "couldn't process", the network or the server's failure (5xx) is "trouble
 * connecting"; only the rate limit (429) says in the server's words when to ask again. Kept by the caller, so the history survives minimising the panel.
 */
export function useAssistantChat(ask: (question: string) => Promise<ChatAnswer>) {
  const nextId = useRef(1);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [
    { id: 0, text: CHAT_TEXT.greeting, isUser: false, timestamp: new Date() },
  ]);
  const [waiting, setWaiting] = useState(false);

  const add = (message: Omit<ChatMessage, "id" | "timestamp">) =>
    setMessages((list) => [...list, { ...message, id: nextId.current++, timestamp: new Date() }]);

  /** Sends a question; empty or whitespace-only text, or a question while one is pending, is not sent. */
  const send = async (text: string): Promise<boolean> => {
    const question = text.trim();
    if (!question || waiting) return false;
    add({ text: question, isUser: true });
    setWaiting(true);
    try {
      const reply = await ask(question.slice(0, QUESTION_MAX));
      const answer = typeof reply?.answer === "string" ? reply.answer.trim() : "";
      if (answer) add({ text: answer, isUser: false, sources: reply.sources ?? [] });
      else add({ text: CHAT_TEXT.noAnswer, isUser: false });
    } catch (err) {
      // Too many questions in a minute: the server's own sentence says when to ask again.
      const tooMany = err instanceof ApiError && err.status === 429 ? err.serverMessage : undefined;
      add({ text: tooMany ?? (isTransient(err) ? CHAT_TEXT.network : CHAT_TEXT.noAnswer), isUser: false });
    } finally {
      setWaiting(false);
    }
    return true;
  };

  return { messages, waiting, send };
}

function SourceLink({ source }: { source: ChatSource }) {
  const className = "font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800";
  if (!source.url) return <span>{source.title}</span>;
  if (source.url.startsWith("/") && !source.url.startsWith("//"))
    return (
      <Link to={source.url} className={className}>
        {source.title}
      </Link>
    );
  return (
    <a href={source.url} target="_blank" rel="noopener noreferrer" className={className}>
      {source.title}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Bubble({ message }: { message: ChatMessage }) {
  return (
    <div
      data-from={message.isUser ? "user" : "assistant"}
      className={cn("flex", message.isUser ? "justify-end" : "justify-start")}
    >
      <div
        className={cn(
          "max-w-[85%] rounded-lg px-3 py-2 text-base break-words whitespace-pre-line",
          message.isUser ? "bg-brand-700 text-white" : "bg-slate-100 text-slate-900",
        )}
      >
        <span className="sr-only">{message.isUser ? "You: " : "Assistant: "}</span>
        {message.text}
        {message.sources && message.sources.length > 0 && (
          <div className="mt-2 border-t border-slate-300 pt-2 text-sm">
            <p className="font-medium text-slate-700">Sources</p>
            <ul className="mt-1 flex flex-col gap-1">
              {message.sources.map((source) => (
                <li key={`${source.title}|${source.url ?? ""}`}>
                  <SourceLink source={source} />
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The assistant's conversation and its input (the dashboard's assistant card, the profile form's help
 * widget): a fixed-height history, then the question box. Enter sends, Shift+Enter starts a new line;
 * while an answer is awaited the history shows "Thinking..." and the input and Send are disabled.
 * The call comes from the caller (`useAssistantChat(ask)`), so this file depends on no feature.
 */
export function AssistantChat({
  chat,
  id = "assistant",
  historyClassName,
  autoFocus,
}: {
  chat: AssistantChatState;
  /** Prefix of the element ids (two chats on one page need two). */
  id?: string;
  /** The history's fixed height. */
  historyClassName?: string;
  autoFocus?: boolean;
}) {
  const [draft, setDraft] = useState("");
  const history = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const { messages, waiting, send } = chat;

  // The newest message in view, and the input back in hand once the answer is in.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the conversation grows
  useEffect(() => {
    const list = history.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, waiting]);
  const wasWaiting = useRef(false);
  useEffect(() => {
    if (wasWaiting.current && !waiting) input.current?.focus();
    wasWaiting.current = waiting;
  }, [waiting]);

  const submit = async () => {
    const text = draft;
    if (!text.trim() || waiting) return;
    setDraft("");
    await send(text);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        ref={history}
        // A scrolling region reachable from the keyboard.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the history scrolls
        tabIndex={0}
        role="log"
        aria-label="Conversation with the assistant"
        aria-live="polite"
        className={cn(
          "flex h-72 flex-col gap-2 overflow-y-auto overscroll-contain rounded-md border border-slate-200 bg-white p-3",
          historyClassName,
        )}
      >
        {messages.map((message) => (
          <Bubble key={message.id} message={message} />
        ))}
        {waiting && (
          <div className="flex justify-start">
            <div
              role="status"
              className="flex items-center gap-2 rounded-lg bg-slate-100 px-3 py-2 text-slate-700"
            >
              <Bot aria-hidden className="size-4 motion-safe:animate-pulse" />
              {CHAT_TEXT.thinking}
            </div>
          </div>
        )}
      </div>
      <form onSubmit={onSubmit} className="flex items-end gap-2" aria-label="Ask the assistant">
        <label htmlFor={`${id}-question`} className="sr-only">
          Your question
        </label>
        <Textarea
          ref={input}
          id={`${id}-question`}
          rows={2}
          maxLength={QUESTION_MAX}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          disabled={waiting}
          placeholder={waiting ? CHAT_TEXT.thinking : "Ask a question..."}
          autoFocus={autoFocus}
          className="min-h-tap resize-none"
        />
        <Button
          type="submit"
          size="icon"
          aria-label="Send"
          disabled={waiting || !draft.trim()}
          className="shrink-0"
        >
          <Send aria-hidden className="size-5" />
        </Button>
      </form>
      <p className="text-sm text-slate-600">Enter sends; Shift+Enter starts a new line.</p>
    </div>
  );
}
