import { certificationTerms, privacyPolicy, termsOfService } from "../../../src/shared/content/legal";
import { site } from "../../lib/site-config";
import { LegalDocument } from "./legal-document";
import { type BackTarget, StaticPageLayout } from "./static-page-layout";

const portal: BackTarget = { kind: "dashboard" };
const history: BackTarget = { kind: "history" };

/** /legal/terms: the certification program's terms, opened in a new tab from checkout. */
export function CertificationTermsPage() {
  return (
    <StaticPageLayout
      title={`Terms and Conditions | ${site.brandName} Trainer Certification`}
      description={`Terms and conditions of the ${site.brandName} trainer certification program, version 1.0.`}
      back={history}
    >
      <LegalDocument doc={certificationTerms(site)} />
    </StaticPageLayout>
  );
}

function PrivacyPage({ back }: { back: BackTarget }) {
  return (
    <StaticPageLayout
      title={`Privacy Policy | ${site.brandName}`}
      description={`How ${site.brandName} collects, uses and protects your information.`}
      back={back}
    >
      <LegalDocument doc={privacyPolicy(site)} />
    </StaticPageLayout>
  );
}

function TermsOfServicePage({ back }: { back: BackTarget }) {
  return (
    <StaticPageLayout
      title={`Terms of Service | ${site.brandName}`}
      description={`The terms for using the ${site.brandName} trainer portal and directory.`}
      back={back}
    >
      <LegalDocument doc={termsOfService(site)} />
    </StaticPageLayout>
  );
}

export const PortalPrivacyPage = () => <PrivacyPage back={portal} />;
export const PublicPrivacyPage = () => <PrivacyPage back={history} />;
export const PortalTermsOfServicePage = () => <TermsOfServicePage back={portal} />;
export const PublicTermsOfServicePage = () => <TermsOfServicePage back={history} />;
