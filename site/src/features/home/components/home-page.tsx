import { buttonClassName } from '@arte-gospel/ui';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { FeaturedCategories } from './featured-categories';
import * as styles from './home-page.css';

/** Home (catalogue §2). Further blocks arrive with the catalogue issue. */
export function HomePage() {
  return (
    <main className={styles.page}>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>Artes gospel editáveis para a sua igreja</h1>
        <p className={styles.heroText}>
          Mais de 5000 artes editáveis: cartazes, stories, certificados, carteirinhas e envelopes de
          dízimos. Edite online e publique em minutos.
        </p>
        <div className={styles.heroActions}>
          <Link
            href={paths.arts.href()}
            className={buttonClassName({ tone: 'inverse', size: 'lg' })}
          >
            Ver todas as artes
          </Link>
          <Link
            href={paths.plans.href()}
            className={buttonClassName({ tone: 'outlineInverse', size: 'lg' })}
          >
            Conheça o Premium
          </Link>
        </div>
      </section>
      <FeaturedCategories />
    </main>
  );
}
