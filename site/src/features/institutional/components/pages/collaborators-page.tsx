import { MARKETING } from '@arte-gospel/domain';
import { Link } from 'wouter';
import { SUPPORT_EMAIL, SUPPORT_WHATSAPP_URL } from '../../../../config/contacts';
import { paths } from '../../../../config/paths';
import * as styles from '../institutional.css';
import { ContactCallout, InstitutionalLayout, Section } from '../institutional-layout';

const APPLY_SUBJECT = 'Quero ser colaborador Arte Gospel';

/** /colaboradores: designers who want to publish their arts. */
export function CollaboratorsPage() {
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(APPLY_SUBJECT)}`;
  const whatsapp = `${SUPPORT_WHATSAPP_URL}?text=${encodeURIComponent(`Olá! ${APPLY_SUBJECT}.`)}`;
  return (
    <InstitutionalLayout
      eyebrow="Parceria"
      title="Seja um designer colaborador"
      lead={`Publique suas artes para milhares de igrejas. A biblioteca recebe ${MARKETING.newArtsPerWeek} novas artes por semana, e a sua pode ser uma delas.`}
    >
      <ul className={styles.cards} aria-label="Vantagens">
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Perfil de designer</h2>
          <p>Sua página em Designers, com suas artes, seguidores e visualizações.</p>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Alcance nacional</h2>
          <p>Seu trabalho chega a líderes e equipes de mídia de igrejas em todo o Brasil.</p>
        </li>
        <li className={styles.card}>
          <h2 className={styles.cardTitle}>Acesso Premium</h2>
          <p>Colaboradores ativos usam toda a biblioteca sem limites.</p>
        </li>
      </ul>
      <Section title="Quem pode participar">
        <ul>
          <li>Designers com portfólio de artes para igrejas, eventos ou ministérios.</li>
          <li>Domínio de ferramentas de edição e entrega de arquivos editáveis organizados.</li>
          <li>Artes originais: não aceitamos cópias nem imagens sem licença de uso.</li>
        </ul>
      </Section>
      <Section title="Como funciona">
        <ol>
          <li>
            Envie seu portfólio (link do Behance, Instagram ou drive) e uma breve apresentação.
          </li>
          <li>Nossa equipe avalia em até 10 dias úteis e responde por email.</li>
          <li>Aprovado, você recebe uma conta de designer e as orientações de formato e envio.</li>
          <li>Cada arte passa por revisão antes de ser publicada.</li>
        </ol>
      </Section>
      <ContactCallout
        title="Envie seu portfólio"
        mailto={mailto}
        mailLabel="Enviar por email"
        whatsapp={whatsapp}
        whatsappLabel="Falar no WhatsApp"
      >
        <p>
          Escreva para <a href={mailto}>{SUPPORT_EMAIL}</a> com o assunto “{APPLY_SUBJECT}” ou fale
          com a gente pelo WhatsApp.
        </p>
      </ContactCallout>
      <p>
        Veja quem já publica conosco em <Link href={paths.designers.href()}>Designers</Link>.
      </p>
    </InstitutionalLayout>
  );
}
