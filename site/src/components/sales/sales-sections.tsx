import {
  GUARANTEE_DAYS,
  HOME_ANNUAL_LABELS,
  HOME_TESTIMONIALS_SHOWN,
  MARKETING,
  planPrice,
} from '@arte-gospel/domain';
import {
  type ButtonTone,
  buttonClassName,
  PlanCard,
  Spinner,
  TestimonialCard,
} from '@arte-gospel/ui';
import type { ReactNode } from 'react';
import { useOpenCheckout } from '../../lib/checkout-return';
import { useTestimonials } from '../../lib/queries/testimonials';
import * as styles from './sales.css';

/** The id of the section with the plans, which the pitch's and the calls' links lead to. */
export const PRICING_ID = 'precos';
/** The home's gallery (features/home/components/designs-gallery.tsx). */
const GALLERY_ID = 'galeria';

/**
 * A call that leads to a section of the page: an in-page link, so it works before the
 * prerendered home is hydrated and focus follows it.
 */
export function SectionLink({
  to,
  tone,
  children,
}: {
  to: string;
  tone?: ButtonTone;
  children: string;
}) {
  return (
    <a href={`#${to}`} className={buttonClassName({ tone, size: 'lg' })}>
      {children}
    </a>
  );
}

/** Four figures in a row: arts, new arts a week, support, guarantee. */
export function FeatureStrip() {
  const items = [
    { value: MARKETING.arts, label: 'artes editáveis' },
    { value: MARKETING.newArtsPerWeek, label: 'novas artes por semana' },
    { value: 'WhatsApp', label: 'suporte de gente de verdade' },
    { value: `${GUARANTEE_DAYS} dias`, label: 'de garantia' },
  ];
  return (
    <section className={styles.block} aria-label="Por que a Arte Gospel">
      <ul className={styles.strip}>
        {items.map((item) => (
          <li key={item.label} className={styles.stripItem}>
            <span className={styles.stripValue}>{item.value}</span>
            <span className={styles.stripLabel}>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The premium pitch. The home shows it right after the featured categories (issue 18: a
 * church on a phone sees it without scrolling through the whole gallery); its link leads
 * to the pricing further down.
 */
export function PremiumPitch() {
  return (
    <section className={styles.pitch} aria-labelledby="premium-title">
      <h2 id="premium-title" className={styles.title}>
        Premium: tudo o que o seu ministério precisa
      </h2>
      <ul className={styles.pitchList}>
        <li>✓ Downloads ilimitados de todas as artes</li>
        <li>✓ Atualizações diárias e semanais</li>
        <li>✓ Edição online ou pelo drive na nuvem</li>
        <li>✓ Bônus: calendário gospel de postagens</li>
        <li>✓ Bônus: stories animados, certificados, carteirinhas e envelopes</li>
        <li>✓ Bônus: textos 3D prontos</li>
      </ul>
      <div>
        <SectionLink to={PRICING_ID} tone="inverse">
          Conheça o Premium
        </SectionLink>
      </div>
    </section>
  );
}

/** The church leaders' testimonials (catalogue §3); nothing when there are none. */
export function Testimonials() {
  const testimonials = useTestimonials();
  if (testimonials.isError || (testimonials.data && testimonials.data.length === 0)) return null;
  return (
    <section className={styles.block} aria-labelledby="testimonials-title">
      <div className={styles.center}>
        <h2 id="testimonials-title" className={styles.title}>
          Quem usa, recomenda
        </h2>
        <p className={styles.lead}>
          Igrejas e ministérios de todo o Brasil já publicam com a gente.
        </p>
      </div>
      {testimonials.isPending ? (
        <Spinner label="Carregando depoimentos..." />
      ) : (
        <div className={styles.grid3}>
          {testimonials.data.slice(0, HOME_TESTIMONIALS_SHOWN).map((item) => (
            <TestimonialCard.Root key={item.id}>
              <TestimonialCard.Rating value={item.rating} />
              <TestimonialCard.Quote>{item.quote}</TestimonialCard.Quote>
              <TestimonialCard.Author
                name={item.name}
                avatarUrl={item.avatarUrl}
                role={item.role}
                company={item.company}
              />
            </TestimonialCard.Root>
          ))}
        </div>
      )}
    </section>
  );
}

/** The home's pricing (catalogue §9): monthly and annual, at the plans page's figures. */
function Pricing() {
  const { instalmentText: _, ...monthly } = planPrice('mensal');
  const { instalmentText, ...annual } = planPrice('anual');
  const openCheckout = useOpenCheckout();
  return (
    <section id={PRICING_ID} className={styles.pricingBlock} aria-labelledby="pricing-title">
      <div className={styles.center}>
        <h2 id="pricing-title" className={styles.title}>
          Escolha o seu plano
        </h2>
        <p className={styles.lead}>
          Garantia de {GUARANTEE_DAYS} dias: se não gostar, devolvemos o seu dinheiro.
        </p>
      </div>
      <div className={styles.pricing}>
        <PlanCard.Root name="Mensal">
          <PlanCard.Name>Mensal</PlanCard.Name>
          <PlanCard.Price {...monthly} />
          <PlanCard.Features
            features={[
              { name: 'Downloads ilimitados', included: true },
              { name: 'Todas as artes premium', included: true },
              { name: 'Cancele quando quiser', included: true },
            ]}
          />
          <PlanCard.Action onChoose={() => openCheckout('mensal')}>Assinar Mensal</PlanCard.Action>
        </PlanCard.Root>
        <PlanCard.Root name="Anual" highlighted>
          <PlanCard.Badge>{`${HOME_ANNUAL_LABELS.popular} · ${HOME_ANNUAL_LABELS.offer}`}</PlanCard.Badge>
          <PlanCard.Name>Anual</PlanCard.Name>
          <PlanCard.Price {...annual} />
          <PlanCard.Features
            features={[
              { name: 'Downloads ilimitados', included: true },
              { name: 'Todas as artes premium', included: true },
              { name: 'Bônus: calendário gospel e textos 3D', included: true, highlighted: true },
            ]}
          />
          <PlanCard.Note>{`ou ${instalmentText}`}</PlanCard.Note>
          <PlanCard.Action onChoose={() => openCheckout('anual')}>Assinar Anual</PlanCard.Action>
        </PlanCard.Root>
      </div>
    </section>
  );
}

/** The closing call of a sales page, with its buttons. */
export function FinalCallToAction({ children }: { children: ReactNode }) {
  return (
    <section className={styles.cta} aria-labelledby="cta-title">
      <h2 id="cta-title" className={styles.title}>
        Comece hoje a divulgar o seu ministério com artes profissionais
      </h2>
      <div className={styles.actions}>{children}</div>
    </section>
  );
}

/** catalogue §2: what visitors and free accounts see below the gallery (the pitch is above). */
export function SalesSections() {
  return (
    <>
      <FeatureStrip />
      <Testimonials />
      <Pricing />
      <FinalCallToAction>
        <SectionLink to={PRICING_ID}>Cadastre-se</SectionLink>
        <SectionLink to={GALLERY_ID} tone="secondary">
          Ver demonstração
        </SectionLink>
      </FinalCallToAction>
    </>
  );
}
