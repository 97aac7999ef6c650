/**
 * The reads a page's loaders use (src/shared/page-context.ts), for one request's visitor: the same
 * services the API routes answer from, called in-process.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PageReads } from "../../shared/page-context";
import { directoryReads } from "./reads-directory";
import { portalReads } from "./reads-portal";
import { publicReads } from "./reads-public";

export function createPageReads(app: FastifyInstance, request: FastifyRequest): PageReads {
  const account = async () => (await app.loadAccount(request)) ?? null;
  return {
    session: {
      me: async () => {
        const a = await account();
        return a ? app.services.auth.me(a) : null;
      },
      ended: () => request.sessionEnded,
      onboardingSession: () => app.services.onboarding.sessionOf(request),
      // The onboarding audience's guard (requireSigner) answers 401 where there is no signer.
      onboardingDocuments: async () => {
        const signer = await app.services.onboarding.signerOf(request);
        return signer ? app.services.onboarding.documents.documentList(signer) : null;
      },
      onboardingDocument: async (id) => {
        const signer = await app.services.onboarding.signerOf(request);
        return signer
          ? ((await app.services.onboarding.documents.findDocumentToSign(signer, id)) ?? null)
          : null;
      },
    },
    directory: directoryReads(app),
    public: publicReads(app),
    portal: portalReads(app, account),
  };
}
