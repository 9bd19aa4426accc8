import { MARKETING, REPORT_TYPES } from '@arte-gospel/domain';
import { Link } from 'wouter';
import {
  SUPPORT_EMAIL,
  SUPPORT_WHATSAPP_DISPLAY,
  SUPPORT_WHATSAPP_URL,
} from '../../../../config/contacts';
import { paths } from '../../../../config/paths';
import * as styles from '../institutional.css';
import { ButtonLink, InstitutionalLayout, Section } from '../institutional-layout';

/** /suporte: how to reach support, when, and how to report a file. */
export function SupportPage() {
  return (
    <InstitutionalLayout
      eyebrow="Suporte"
      title="Como podemos ajudar?"
      lead={`Nossa equipe atende ${MARKETING.support}. Escolha o canal que preferir.`}
    >
      <ul className={styles.cards} aria-label="Canais de atendimento">
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>WhatsApp</h2>
          <p>
            {SUPPORT_WHATSAPP_DISPLAY}
            <br />
            Atendimento {MARKETING.support}, todos os dias.
          </p>
          <ButtonLink href={SUPPORT_WHATSAPP_URL} size="sm" newTab>
            Abrir o WhatsApp
          </ButtonLink>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Email</h2>
          <p>
            {SUPPORT_EMAIL}
            <br />
            Respondemos em até 1 dia útil.
          </p>
          <ButtonLink href={`mailto:${SUPPORT_EMAIL}`} size="sm" tone="secondary">
            Enviar email
          </ButtonLink>
        </li>
      </ul>
      <Section title="Antes de chamar">
        <ul>
          <li>
            Dúvidas sobre planos, pagamento e garantia: veja as{' '}
            <Link href={paths.faq.href()}>dúvidas frequentes</Link>.
          </li>
          <li>
            Plano, expiração e renovação:{' '}
            <Link href={paths.panelSubscription.href()}>Painel → Assinatura</Link>.
          </li>
          <li>
            Esqueceu a senha? <Link href={paths.passwordForgot.href()}>Recupere por email</Link>.
          </li>
          <li>Ao falar com a gente, informe o email da sua conta para agilizar o atendimento.</li>
        </ul>
      </Section>
      <Section title="Denunciar arquivo">
        <p>
          Encontrou uma arte com problema? Use o link “Denunciar arquivo”, no rodapé de qualquer
          página, e escolha o tipo:
        </p>
        <ul>
          {REPORT_TYPES.map((type) => (
            <li key={type.id}>
              <strong>{type.name}:</strong> {type.description}
            </li>
          ))}
        </ul>
        <p>Cada denúncia é analisada pela nossa equipe.</p>
      </Section>
    </InstitutionalLayout>
  );
}
