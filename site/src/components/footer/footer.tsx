import type { SiteSettings } from '@arte-gospel/domain';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'wouter';
import { COMPANY_LEGAL_LINE, SOCIAL_LINKS, SUPPORT_EMAIL } from '../../config/contacts';
import { paths } from '../../config/paths';
import { useSiteSettings } from '../../lib/site-settings';
import { useSiteName } from '../brand/brand';
import {
  openReportDialog,
  openReportDialogFromAddress,
  REPORT_DIALOG_HASH,
} from '../report-dialog/report-dialog-state';
import * as styles from './footer.css';

const COMPANY_LINKS = [
  { label: 'Sobre', href: paths.about.href() },
  { label: 'Planos', href: paths.plans.href() },
  { label: 'Dúvidas', href: paths.faq.href() },
  { label: 'Suporte', href: paths.support.href() },
];
const LEGAL_LINKS = [
  { label: 'Termos de uso', href: paths.terms.href() },
  { label: 'Privacidade', href: paths.privacy.href() },
];
const PARTNER_LINKS = [
  { label: 'Colaboradores', href: paths.collaborators.href() },
  { label: 'Afiliação', href: paths.affiliation.href() },
];

/**
 * 'Denunciar arquivo': a link to the dialog's fragment, so a tap before the app has started
 * is kept and honoured when it starts (and on a later change of the fragment); once the app
 * runs, a tap opens the dialog at once.
 */
function ReportLink() {
  useEffect(() => {
    openReportDialogFromAddress();
    const onHashChange = () => openReportDialogFromAddress();
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  return (
    <a
      href={REPORT_DIALOG_HASH}
      className={styles.link}
      onClick={(event) => {
        event.preventDefault();
        openReportDialog();
      }}
    >
      Denunciar arquivo
    </a>
  );
}

/** A titled column of links; `children` come after them. */
function LinkColumn({
  title,
  links,
  children,
}: {
  title: string;
  links: ReadonlyArray<{ label: string; href: string }>;
  children?: ReactNode;
}) {
  return (
    <nav className={styles.column} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      {links.map((link) => (
        <Link key={link.href} className={styles.link} href={link.href}>
          {link.label}
        </Link>
      ))}
      {children}
    </nav>
  );
}

/**
 * The social profiles staff set at /admin/app-config (issue 19), in the order people look for
 * them; none set, the brand's own list.
 */
function socialLinks(
  settings: SiteSettings | undefined,
): ReadonlyArray<{ name: string; url: string }> {
  if (!settings) return SOCIAL_LINKS;
  const set = [
    settings.contactWhatsapp
      ? { name: 'WhatsApp', url: `https://wa.me/${settings.contactWhatsapp}` }
      : null,
    settings.instagramUrl ? { name: 'Instagram', url: settings.instagramUrl } : null,
    settings.facebookUrl ? { name: 'Facebook', url: settings.facebookUrl } : null,
    settings.youtubeUrl ? { name: 'YouTube', url: settings.youtubeUrl } : null,
    settings.tiktokUrl ? { name: 'TikTok', url: settings.tiktokUrl } : null,
  ].filter((item): item is { name: string; url: string } => item !== null);
  return set.length > 0 ? set : SOCIAL_LINKS;
}

/** The footer of every public page (platform §2.7). */
export function Footer() {
  const year = new Date().getFullYear();
  const settings = useSiteSettings();
  const email = settings?.contactEmail || SUPPORT_EMAIL;
  const name = useSiteName();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.brand}>
            <span className={styles.brandName}>
              <img src="/images/logo.svg" alt="" width={32} height={32} />
              {name}
            </span>
            <p>Artes gospel editáveis para igrejas e ministérios.</p>
            <a className={styles.link} href={`mailto:${email}`}>
              Suporte: {email}
            </a>
            <nav className={styles.social} aria-label="Redes sociais">
              {socialLinks(settings).map((item) => (
                <a
                  key={item.name}
                  className={styles.socialLink}
                  href={item.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {item.name}
                </a>
              ))}
            </nav>
          </div>
          <LinkColumn title="Empresa" links={COMPANY_LINKS} />
          <LinkColumn title="Legal" links={LEGAL_LINKS}>
            <ReportLink />
          </LinkColumn>
          <LinkColumn title="Parceria" links={PARTNER_LINKS} />
        </div>
        <p className={styles.legal}>
          © {year} {COMPANY_LEGAL_LINE}. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
