/**
 * Streams each page: people get the shell as soon as it is ready and the rest as it resolves; crawlers
 * and the answer cache (renderAll: the server keeps the whole page) get it once everything is ready.
 */
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { NonceContext } from "./lib/nonce";
import { StylesheetTextContext } from "./lib/stylesheet";

export const streamTimeout = 10_000;

/** A loader's or a render's failure goes to the server's log with its request (pages/page-handler.ts). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).reportError(error);
};

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const all = loadContext.renderAll || isbot(request.headers.get("user-agent"));
  const nonce = loadContext.nonce;
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetTextContext.Provider value={loadContext.stylesheet}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </StylesheetTextContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [all ? "onAllReady" : "onShellReady"]() {
          const body = new PassThrough();
          headers.set("content-type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              status: failed ? 500 : status,
              headers,
            }),
          );
          pipe(body);
        },
        onShellError: reject,
        onError(error: unknown) {
          failed = true;
          loadContext.reportError(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
