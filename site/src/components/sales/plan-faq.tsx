import { PLAN_FAQ } from '@arte-gospel/domain';
import * as styles from './sales.css';

/** The plans' frequent questions (platform §2.5), each opening on a tap. */
export function PlanFaq() {
  return (
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
  );
}
