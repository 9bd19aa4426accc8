import { buttonClassName } from '@arte-gospel/ui';
import { Link, matchRoute, useLocation, useRouter } from 'wouter';
import { paths } from '../../../config/paths';
import { COMING_SOON_PAGES, type ComingSoonEntry } from './coming-soon-content';
import * as styles from './coming-soon-page.css';

const FALLBACK: ComingSoonEntry = {
  pattern: '*',
  eyebrow: 'Arte Gospel',
  title: 'Em breve',
  description: 'Esta página está em preparação e será publicada em breve.',
};

/** The entry of the current path (patterns with params such as /videoaulas/:id included). */
export function useComingSoonEntry(): ComingSoonEntry {
  const [location] = useLocation();
  const { parser } = useRouter();
  return (
    COMING_SOON_PAGES.find((entry) => matchRoute(parser, entry.pattern, location)[0]) ?? FALLBACK
  );
}

/** 'Em breve' pages (platform §2.1): a real title, an honest line, links to /artes and /. */
export function ComingSoonPage() {
  const entry = useComingSoonEntry();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.eyebrow}>{entry.eyebrow}</p>
        <h1 className={styles.title}>{entry.title}</h1>
        <span className={styles.badge}>Em breve</span>
        <p className={styles.text}>{entry.description}</p>
        <div className={styles.actions}>
          <Link href={paths.arts.href()} className={buttonClassName()}>
            Explorar artes
          </Link>
          <Link href={paths.home.href()} className={buttonClassName({ tone: 'secondary' })}>
            Voltar ao início
          </Link>
        </div>
      </div>
    </main>
  );
}
