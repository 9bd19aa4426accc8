import { FREE_DOWNLOAD_LIMIT, FREE_FAVORITE_LIMIT, MARKETING, PLAN_FAQ } from '@arte-gospel/domain';
import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '../../../../config/contacts';
import { paths } from '../../../../config/paths';
import * as styles from '../institutional.css';
import { InstitutionalLayout, Section } from '../institutional-layout';

interface FaqEntry {
  question: string;
  answer: string;
}

// The plans FAQ facts (platform §2.5, worded once in domain/PLAN_FAQ) come first; the rest
// answers what support hears most about the account, the panel and the arts.
const MORE_QUESTIONS: readonly FaqEntry[] = [
  {
    question: 'Quantas artes existem na plataforma?',
    answer: `São ${MARKETING.arts} artes editáveis, com ${MARKETING.newArtsPerWeek} novas artes publicadas toda semana.`,
  },
  {
    question: 'Como edito uma arte?',
    answer:
      'Abra a arte e use o botão de edição: o modelo abre no editor online ou no drive na nuvem, onde você troca textos, datas e fotos. Depois é só baixar e publicar.',
  },
  {
    question: 'O que a conta gratuita mostra no meu painel?',
    answer: `No painel, a conta gratuita acompanha os downloads do mês (até ${FREE_DOWNLOAD_LIMIT}) e as artes favoritas (até ${FREE_FAVORITE_LIMIT}). Assinantes Premium baixam sem limite.`,
  },
  {
    question: 'Como acompanho minha assinatura?',
    answer:
      'Em Painel → Assinatura você vê o seu plano, a data de expiração e quantos dias faltam. Quando faltar uma semana ou menos, avisamos no painel com um botão para renovar.',
  },
  {
    question: 'O suporte funciona quando?',
    answer: `O suporte atende ${MARKETING.support} pelo WhatsApp e pelo email ${SUPPORT_EMAIL}.`,
  },
];

/** /duvidas: frequently asked questions (platform §2.5 facts). */
export function FaqPage() {
  const entries: readonly FaqEntry[] = [...PLAN_FAQ, ...MORE_QUESTIONS];
  return (
    <InstitutionalLayout
      eyebrow="Central de ajuda"
      title="Dúvidas frequentes"
      lead="Respostas rápidas sobre planos, pagamentos, downloads e a sua conta."
    >
      <div className={styles.faqList}>
        {entries.map((entry) => (
          <details key={entry.question} className={styles.faqItem}>
            <summary className={styles.faqQuestion}>{entry.question}</summary>
            <p className={styles.faqAnswer}>{entry.answer}</p>
          </details>
        ))}
      </div>
      <Section title="Não encontrou sua resposta?">
        <p>
          Fale com a nossa equipe na página de <Link href={paths.support.href()}>suporte</Link> ou
          veja os <Link href={paths.plans.href()}>planos disponíveis</Link>.
        </p>
      </Section>
    </InstitutionalLayout>
  );
}
