import { createContext, type ReactNode, useContext } from 'react';
import { Button } from '../Button/Button';
import * as styles from './PlanCard.css';

export interface PlanCardFeature {
  name: string;
  included: boolean;
  highlighted?: boolean;
}

const HighlightedContext = createContext(false);

export interface PlanCardRootProps {
  /** The plan's name: the card is the region 'Plano {name}'. */
  name: string;
  /** The plan on offer: a brand border and a primary button. */
  highlighted?: boolean;
  children: ReactNode;
}

function Root({ name, highlighted = false, children }: PlanCardRootProps) {
  return (
    <HighlightedContext.Provider value={highlighted}>
      <article className={styles.card({ highlighted })} aria-label={`Plano ${name}`}>
        {children}
      </article>
    </HighlightedContext.Provider>
  );
}

/** The ribbon on the top edge, e.g. 'MELHOR OFERTA'. */
function Badge({ children }: { children: ReactNode }) {
  return <span className={styles.badge}>{children}</span>;
}

function Name({ children }: { children: ReactNode }) {
  return <h3 className={styles.name}>{children}</h3>;
}

export interface PlanCardPriceProps {
  /** The price as shown, e.g. 'R$ 97,00'. */
  price: string;
  /** e.g. '/mês', '/ano', 'pagamento único'. */
  period: string;
  /** The struck-through original price (annual). */
  originalPrice?: string;
  /** e.g. 'Economize 83%'. */
  savingText?: string;
}

function Price({ price, period, originalPrice, savingText }: PlanCardPriceProps) {
  return (
    <div className={styles.priceBlock}>
      {originalPrice ? <s className={styles.original}>{originalPrice}</s> : null}
      <p className={styles.price}>
        {price} <span className={styles.period}>{period}</span>
      </p>
      {savingText ? <span className={styles.saving}>{savingText}</span> : null}
    </div>
  );
}

export interface PlanCardFeaturesProps {
  features: readonly PlanCardFeature[];
  /** Screen-reader texts for the feature marks. */
  includedText?: string;
  excludedText?: string;
}

/** ✓ and – marks, read as 'Incluído' / 'Não incluído'. */
function Features({
  features,
  includedText = 'Incluído',
  excludedText = 'Não incluído',
}: PlanCardFeaturesProps) {
  return (
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
          <span className={styles.srOnly}>{feature.included ? includedText : excludedText}: </span>
          {feature.name}
        </li>
      ))}
    </ul>
  );
}

/** A small line under the features, e.g. the instalments. */
function Note({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}

export interface PlanCardActionProps {
  /** The user's own plan: the button reads `currentText` and is disabled. */
  current?: boolean;
  currentText?: string;
  loading?: boolean;
  onChoose?: () => void;
  /** The button's text, e.g. 'Assinar Anual'. */
  children?: ReactNode;
}

function Action({
  current = false,
  currentText = 'Atual',
  loading = false,
  onChoose,
  children = 'Assinar agora',
}: PlanCardActionProps) {
  const highlighted = useContext(HighlightedContext);
  return (
    <Button
      tone={highlighted ? 'primary' : 'secondary'}
      size="lg"
      className={styles.action}
      disabled={current || loading || !onChoose}
      onClick={onChoose}
    >
      {current ? currentText : children}
    </Button>
  );
}

/**
 * A plan to choose (platform §2.5), as named parts:
 *
 *   <PlanCard.Root name="Anual" highlighted>
 *     <PlanCard.Badge>MELHOR OFERTA</PlanCard.Badge>
 *     <PlanCard.Name>Anual</PlanCard.Name>
 *     <PlanCard.Price price="R$ 97,00" period="/ano" originalPrice savingText />
 *     <PlanCard.Features features={…} />
 *     <PlanCard.Note>ou 12x de …</PlanCard.Note>
 *     <PlanCard.Action onChoose={…}>Assinar Anual</PlanCard.Action>
 *   </PlanCard.Root>
 */
export const PlanCard = { Root, Badge, Name, Price, Features, Note, Action };
