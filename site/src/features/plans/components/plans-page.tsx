import {
  MARKETING,
  PLANS,
  PLANS_PAGE_TITLE,
  POPULAR_PLANS_FILTER_LABEL,
  popularPlans,
} from '@arte-gospel/domain';
import { useState } from 'react';
import { PlanCards } from '../../../components/sales/plan-cards';
import { PlanFaq } from '../../../components/sales/plan-faq';
import * as sales from '../../../components/sales/sales.css';
import * as styles from './plans.css';

/** /planos (platform §2.5): three plans, 'Mais Populares', checkout in a new tab, the FAQ. */
export function PlansPage() {
  const [popularOnly, setPopularOnly] = useState(false);
  const plans = popularOnly ? popularPlans() : PLANS;
  return (
    <main className={styles.page}>
      <section className={styles.hero} aria-labelledby="plans-title">
        <h1 id="plans-title" className={styles.title}>
          {PLANS_PAGE_TITLE}
        </h1>
        <p className={styles.lead}>
          Artes gospel editáveis para cultos, eventos e redes sociais do seu ministério. Assine e
          baixe sem limites.
        </p>
        <ul className={styles.figures}>
          <li className={styles.figure}>{MARKETING.arts} artes</li>
          <li className={styles.figure}>{MARKETING.newArtsPerWeek} novas por semana</li>
          <li className={styles.figure}>Suporte {MARKETING.support}</li>
        </ul>
      </section>
      <fieldset className={styles.filter}>
        <legend className={styles.srOnly}>Filtrar planos</legend>
        <button
          type="button"
          className={styles.filterButton}
          aria-pressed={!popularOnly}
          onClick={() => setPopularOnly(false)}
        >
          Todos
        </button>
        <button
          type="button"
          className={styles.filterButton}
          aria-pressed={popularOnly}
          onClick={() => setPopularOnly(true)}
        >
          {POPULAR_PLANS_FILTER_LABEL}
        </button>
      </fieldset>
      <section className={sales.planGrid} aria-labelledby="plans-list-title">
        <h2 id="plans-list-title" className={styles.srOnly}>
          Planos disponíveis
        </h2>
        <PlanCards plans={plans} />
      </section>
      <PlanFaq />
    </main>
  );
}
