/**
 * The reads a page's loaders use (src/shared/page-context.ts), for one request's visitor: the same
 * services the API routes answer from, called in-process.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PageReads } from "../../shared/page-context";
import { meOf } from "../modules/auth/me";
import { documentListOf, documentToSignOf, onboardingSessionOf } from "../modules/onboarding/signer-reads";
import { directoryReads } from "./reads-directory";
import { portalReads } from "./reads-portal";
import { publicReads } from "./reads-public";

export function createPageReads(app: FastifyInstance, request: FastifyRequest): PageReads {
  const account = async () => (await app.loadAccount(request)) ?? null;
  return {
    session: {
      me: async () => {
        const a = await account();
        return a ? meOf(app, a) : null;
      },
      onboardingSession: () => onboardingSessionOf(app, request),
      // The onboarding audience's guard (requireSigner) answers 401 where there is no signer.
      onboardingDocuments: async () => {
        const signer = await app.onboarding.signerOf(request);
        return signer ? documentListOf(app, signer) : null;
      },
      onboardingDocument: async (id) => {
        const signer = await app.onboarding.signerOf(request);
        return signer ? ((await documentToSignOf(app, signer, id)) ?? null) : null;
      },
    },
    directory: directoryReads(app),
    public: publicReads(app),
    portal: portalReads(app, account),
  };
}
