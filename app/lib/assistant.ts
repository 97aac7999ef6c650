/**
 * POST /api/chatbot: the assistant's answer with its sources, for the dashboard's assistant card and the
 * profile form's help widget. Not retried (the user asks again). `context` names the screen, as the
 * earlier app sent it; the server does not trust it.
 */
import { assistantEndpoints, type ChatAnswer } from "../../src/shared/contracts/assistant";
import { call } from "./api";

export function askAssistant(question: string, context: string): Promise<ChatAnswer> {
  return call(assistantEndpoints.ask, { body: { question, context } });
}
