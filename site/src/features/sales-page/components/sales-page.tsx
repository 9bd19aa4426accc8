import { GUARANTEE_DAYS, MARKETING, PLANS } from '@arte-gospel/domain';
import { Link } from 'wouter';
import { artStill } from '../../../components/art-gallery/art-media';
import { BrandLogo, useSiteName } from '../../../components/brand/brand';
import { PlanCards } from '../../../components/sales/plan-cards';
import { PlanFaq } from '../../../components/sales/plan-faq';
import * as sales from '../../../components/sales/sales.css';
import {
  FeatureStrip,
  FinalCallToAction,
  PRICING_ID,
  PremiumPitch,
  SectionLink,
  Testimonials,
} from '../../../components/sales/sales-sections';
import { COMPANY_LEGAL_LINE, SUPPORT_EMAIL } from '../../../config/contacts';
import { paths } from '../../../config/paths';
import { usePopularArts } from '../../../lib/queries/popular-arts';
import * as styles from './sales-page.css';

/** How a church gets from an art to a post (what the editor and the downloads do). */
const STEPS = [
  {
    title: 'Escolha a arte',
    text: `${MARKETING.arts} artes para cultos, eventos, datas da igreja e redes sociais.`,
  },
  {
    title: 'Coloque o nome da sua igreja',
    text: 'Edite online, até pelo celular, com o nome, os horários, o logo e a chave Pix da sua igreja já preenchidos (do cadastro em Minha igreja).',
  },
  {
    title: 'Baixe e publique',
    text: 'Baixe em PNG no tamanho certo para o feed e os stories (e em PDF para imprimir) ou compartilhe direto do celular.',
  },
] as const;

/**
 * The most downloaded arts (GET /api/arts/popular), as pictures only: the page shows what a
 * subscriber gets without a link that leads away from the offer. Nothing while they load or
 * if they fail: the page sells without them.
 */
function SampleArts() {
  const popular = usePopularArts();
  const arts = popular.data ?? [];
  if (arts.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="pv-arts-title">
      <h2 id="pv-arts-title" className={styles.sectionTitle}>
        Algumas das artes mais baixadas
      </h2>
      <ul className={styles.samples}>
        {arts.map((art) => (
          <li key={art.id}>
            <img
              src={artStill(art.imageUrl)}
              alt={art.title}
              loading="lazy"
              decoding="async"
              className={styles.sample}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /pv (platform §2.1): the sales page the ads point to, with no site header or footer so
 * nothing leads away from the offer: the pitch, sample arts, how it works, the three plans
 * (checkout in a new tab, as on /planos), the guarantee, testimonials and the questions.
 */
export function SalesPage() {
  const siteName = useSiteName();
  return (
    <main className={styles.page}>
      <div className={styles.brand}>
        <BrandLogo className={styles.logo} size={40} />
        <span className={styles.brandName}>{siteName}</span>
      </div>
      <section className={styles.hero} aria-labelledby="pv-title">
        <p className={styles.eyebrow}>Para igrejas e ministérios</p>
        <h1 id="pv-title" className={styles.title}>
          Artes profissionais para a sua igreja, prontas em minutos
        </h1>
        <p className={styles.lead}>
          Cartazes, stories, certificados, carteirinhas e envelopes de dízimo editáveis. Sem
          precisar saber design, sem programa complicado: escolha, coloque o nome da igreja e
          publique.
        </p>
        <SectionLink to={PRICING_ID}>Quero assinar</SectionLink>
        <p className={styles.reassurance}>
          {`Liberação imediata no cartão · ${GUARANTEE_DAYS} dias de garantia · Cancele quando quiser`}
        </p>
      </section>
      <FeatureStrip />
      <SampleArts />
      <section className={styles.section} aria-labelledby="steps-title">
        <h2 id="steps-title" className={styles.sectionTitle}>
          Como funciona
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
      <PremiumPitch />
      <section id={PRICING_ID} className={styles.section} aria-labelledby="pv-plans-title">
        <h2 id="pv-plans-title" className={styles.sectionTitle}>
          Escolha o seu plano
        </h2>
        <div className={sales.planGrid}>
          <PlanCards plans={PLANS} />
        </div>
      </section>
      <section className={styles.guarantee} aria-labelledby="guarantee-title">
        <h2 id="guarantee-title" className={sales.title}>
          {`Garantia de ${GUARANTEE_DAYS} dias`}
        </h2>
        <p>
          {`Assine, use as artes e, se não ficar satisfeito em até ${GUARANTEE_DAYS} dias, devolvemos o seu dinheiro. Sem perguntas.`}
        </p>
      </section>
      <Testimonials />
      <PlanFaq />
      <FinalCallToAction>
        <SectionLink to={PRICING_ID}>Ver os planos</SectionLink>
      </FinalCallToAction>
      <p className={styles.legal}>
        <span>{COMPANY_LEGAL_LINE}</span>
        <a href={`mailto:${SUPPORT_EMAIL}`} className={styles.legalLink}>
          {SUPPORT_EMAIL}
        </a>
        <Link href={paths.terms.href()} className={styles.legalLink}>
          Termos de uso
        </Link>
        <Link href={paths.privacy.href()} className={styles.legalLink}>
          Política de privacidade
        </Link>
      </p>
    </main>
  );
}
