import type { ComponentType } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../../config/paths';
import { AboutPage } from './pages/about-page';
import { AffiliationPage } from './pages/affiliation-page';
import { CollaboratorsPage } from './pages/collaborators-page';
import { FaqPage } from './pages/faq-page';
import { PrivacyPage } from './pages/privacy-page';
import { SupportPage } from './pages/support-page';
import { TermsPage } from './pages/terms-page';

/** The institutional pages by route (platform §2.1, §2.7 footer links). */
const PAGES: Readonly<Record<string, ComponentType>> = {
  [paths.about.path]: AboutPage,
  [paths.faq.path]: FaqPage,
  [paths.terms.path]: TermsPage,
  [paths.privacy.path]: PrivacyPage,
  [paths.collaborators.path]: CollaboratorsPage,
  [paths.affiliation.path]: AffiliationPage,
  [paths.support.path]: SupportPage,
};

export function InstitutionalPage() {
  const [location] = useLocation();
  const path = location.replace(/\/+$/, '') || '/';
  const Page = PAGES[path] ?? AboutPage;
  return <Page />;
}
