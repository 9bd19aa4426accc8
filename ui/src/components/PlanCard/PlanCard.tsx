import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './PlanCard.css';

export interface PlanCardFeature {
  name: string;
  included: boolean;
  highlighted?: boolean;
}

export interface PlanCardProps {
  name: string;
  /** The price as shown, e.g. 'R$ 97,00'. */
  price: string;
  /** e.g. '/mês', '/ano', 'pagamento único'. */
  period: string;
  /** The struck-through original price (annual). */
  originalPrice?: string;
  /** e.g. 'Economize 83%'. */
  savingText?: string;
  /** e.g. 'MELHOR OFERTA'. */
  badge?: string;
  features: readonly PlanCardFeature[];
  note?: ReactNode;
  highlighted?: boolean;
  /** The user's own plan: the button reads `currentText` and is disabled. */
  current?: boolean;
  currentText?: string;
  actionText?: string;
  loading?: boolean;
  onChoose?: () => void;
  /** Screen-reader texts for the feature marks. */
  includedText?: string;
  excludedText?: string;
}

/** A plan to choose (platform §2.5): price, period, original price and saving, badge, features. */
export function PlanCard({
  name,
  price,
  period,
  originalPrice,
  savingText,
  badge,
  features,
  note,
  highlighted = false,
  current = false,
  currentText = 'Atual',
  actionText = 'Assinar agora',
  loading = false,
  onChoose,
  includedText = 'Incluído',
  excludedText = 'Não incluído',
}: PlanCardProps) {
  return (
    <article className={styles.card({ highlighted })} aria-label={`Plano ${name}`}>
      {badge ? <span className={styles.badge}>{badge}</span> : null}
      <h3 className={styles.name}>{name}</h3>
      <div className={styles.priceBlock}>
        {originalPrice ? <s className={styles.original}>{originalPrice}</s> : null}
        <p className={styles.price}>
          {price} <span className={styles.period}>{period}</span>
        </p>
        {savingText ? <span className={styles.saving}>{savingText}</span> : null}
      </div>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li
            key={feature.name}
            className={styles.feature}
            data-included={feature.included}
            data-highlighted={feature.highlighted ? true : undefined}
          >
            <span aria-hidden="true" className={styles.mark}>
              {feature.included ? '✓' : '–'}
            </span>
            <span className={styles.srOnly}>
              {feature.included ? includedText : excludedText}:{' '}
            </span>
            {feature.name}
          </li>
        ))}
      </ul>
      {note ? <p className={styles.note}>{note}</p> : null}
      <Button
        tone={highlighted ? 'primary' : 'secondary'}
        size="lg"
        className={styles.action}
        disabled={current || loading || !onChoose}
        onClick={onChoose}
      >
        {current ? currentText : actionText}
      </Button>
    </article>
  );
}
