import { Link } from 'wouter';
import {
  COMPANY_LEGAL_LINE,
  COMPANY_NAME,
  SOCIAL_LINKS,
  SUPPORT_EMAIL,
} from '../../config/contacts';
import { paths } from '../../config/paths';
import { openReportDialog } from '../report-dialog/report-dialog-state';
import * as styles from './footer.css';

/** The footer of every public page (platform §2.7). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.brand}>
            <span className={styles.brandName}>
              <img src="/images/logo.svg" alt="" width={32} height={32} />
              {COMPANY_NAME}
            </span>
            <p>Artes gospel editáveis para igrejas e ministérios.</p>
            <a className={styles.link} href={`mailto:${SUPPORT_EMAIL}`}>
              Suporte: {SUPPORT_EMAIL}
            </a>
            <nav className={styles.social} aria-label="Redes sociais">
              {SOCIAL_LINKS.map((item) => (
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
          <nav className={styles.column} aria-label="Empresa">
            <h2 className={styles.heading}>Empresa</h2>
            <Link className={styles.link} href={paths.about.href()}>
              Sobre
            </Link>
            <Link className={styles.link} href={paths.plans.href()}>
              Planos
            </Link>
            <Link className={styles.link} href={paths.faq.href()}>
              Dúvidas
            </Link>
            <Link className={styles.link} href={paths.support.href()}>
              Suporte
            </Link>
          </nav>
          <nav className={styles.column} aria-label="Legal">
            <h2 className={styles.heading}>Legal</h2>
            <Link className={styles.link} href={paths.terms.href()}>
              Termos de uso
            </Link>
            <Link className={styles.link} href={paths.privacy.href()}>
              Privacidade
            </Link>
            <button type="button" className={styles.link} onClick={() => openReportDialog()}>
              Denunciar arquivo
            </button>
          </nav>
          <nav className={styles.column} aria-label="Parceria">
            <h2 className={styles.heading}>Parceria</h2>
            <Link className={styles.link} href={paths.collaborators.href()}>
              Colaboradores
            </Link>
            <Link className={styles.link} href={paths.affiliation.href()}>
              Afiliação
            </Link>
          </nav>
        </div>
        <p className={styles.legal}>
          © {year} {COMPANY_LEGAL_LINE}. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
