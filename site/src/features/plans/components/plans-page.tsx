import {
  currentPlan,
  MARKETING,
  PLAN_FAQ,
  PLANS,
  PLANS_PAGE_TITLE,
  POPULAR_PLANS_FILTER_LABEL,
  popularPlans,
} from '@arte-gospel/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useOpenCheckout } from '../../../lib/checkout-return';
import { userQueryOptions } from '../../../lib/session-query';
import { DomainPlanCard } from './plan-cards';
import * as styles from './plans.css';

/** /planos (platform §2.5): three plans, 'Mais Populares', checkout in a new tab, the FAQ. */
export function PlansPage() {
  const [popularOnly, setPopularOnly] = useState(false);
  const user = useQuery(userQueryOptions);
  const plans = popularOnly ? popularPlans() : PLANS;
  const userPlan = currentPlan(user.data);
  const openCheckout = useOpenCheckout();
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
      <section className={styles.cards} aria-labelledby="plans-list-title">
        <h2 id="plans-list-title" className={styles.srOnly}>
          Planos disponíveis
        </h2>
        {plans.map((plan) => (
          <DomainPlanCard
            key={plan.slug}
            plan={plan}
            current={userPlan === plan.slug}
            onChoose={openCheckout}
          />
        ))}
      </section>
      <section className={styles.faq} aria-labelledby="faq-title">
        <h2 id="faq-title" className={styles.faqTitle}>
          Perguntas frequentes
        </h2>
        {PLAN_FAQ.map((item) => (
          <details key={item.question} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>{item.question}</summary>
            <p className={styles.faqAnswer}>{item.answer}</p>
          </details>
        ))}
      </section>
    </main>
  );
}
