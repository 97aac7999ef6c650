import { certificationTerms, privacyPolicy, termsOfService } from "../../../src/shared/content/legal";
import { useSite } from "../../lib/site-config";
import { LegalDocument } from "./legal-document";
import { type BackTarget, StaticPageLayout } from "./static-page-layout";

const portal: BackTarget = { kind: "dashboard" };
const history: BackTarget = { kind: "history" };

/** /legal/terms: the certification program's terms, opened in a new tab from checkout. */
export function CertificationTermsPage() {
  const site = useSite();
  return (
    <StaticPageLayout back={history}>
      <LegalDocument doc={certificationTerms(site)} />
    </StaticPageLayout>
  );
}

function PrivacyPage({ back }: { back: BackTarget }) {
  const site = useSite();
  return (
    <StaticPageLayout back={back}>
      <LegalDocument doc={privacyPolicy(site)} />
    </StaticPageLayout>
  );
}

function TermsOfServicePage({ back }: { back: BackTarget }) {
  const site = useSite();
  return (
    <StaticPageLayout back={back}>
      <LegalDocument doc={termsOfService(site)} />
    </StaticPageLayout>
  );
}

export const PortalPrivacyPage = () => <PrivacyPage back={portal} />;
export const PublicPrivacyPage = () => <PrivacyPage back={history} />;
export const PortalTermsOfServicePage = () => <TermsOfServicePage back={portal} />;
export const PublicTermsOfServicePage = () => <TermsOfServicePage back={history} />;
