import { Link } from 'wouter';
import { SUPPORT_EMAIL, SUPPORT_WHATSAPP_URL } from '../../../../config/contacts';
import { paths } from '../../../../config/paths';
import { ContactCallout, InstitutionalLayout, Section } from '../institutional-layout';

const REQUEST_SUBJECT = 'Solicitação de afiliação Arte Gospel';

/** /afiliacao: the affiliate programme, run through the payment provider. */
export function AffiliationPage() {
  const mailto = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(REQUEST_SUBJECT)}`;
  const whatsapp = `${SUPPORT_WHATSAPP_URL}?text=${encodeURIComponent(`Olá! Quero me afiliar à Arte Gospel.`)}`;
  return (
    <InstitutionalLayout
      eyebrow="Parceria"
      title="Programa de afiliados"
      lead="Indique a Arte Gospel para igrejas, líderes e equipes de mídia e receba comissão por cada assinatura vendida pelo seu link."
    >
      <Section title="Como funciona">
        <ol>
          <li>Solicite a afiliação pelo email ou WhatsApp abaixo.</li>
          <li>
            Aprovada a solicitação, você se cadastra como afiliado no nosso provedor de pagamentos
            (a mesma plataforma do checkout) e recebe seu link exclusivo.
          </li>
          <li>
            Quem compra pelo seu link é registrado automaticamente; o provedor acompanha as vendas e
            paga as comissões diretamente a você.
          </li>
        </ol>
      </Section>
      <Section title="O que você divulga">
        <p>
          Os planos mensal, anual e vitalício da página de{' '}
          <Link href={paths.plans.href()}>planos</Link>, com garantia de reembolso e pagamento por
          cartão, Pix ou boleto. As comissões e regras de cada plano aparecem no painel de afiliado
          do provedor.
        </p>
      </Section>
      <Section title="Boas práticas">
        <ul>
          <li>Divulgue com honestidade: nada de promessas que a plataforma não cumpre.</li>
          <li>Não use spam, anúncios com a marca sem autorização ou cupons falsos.</li>
          <li>Vendas reembolsadas ou canceladas na garantia não geram comissão.</li>
        </ul>
      </Section>
      <ContactCallout
        title="Solicitar afiliação"
        mailto={mailto}
        mailLabel="Solicitar por email"
        whatsapp={whatsapp}
        whatsappLabel="Solicitar pelo WhatsApp"
      >
        <p>Conte quem você é, onde pretende divulgar e o tamanho do seu público.</p>
      </ContactCallout>
    </InstitutionalLayout>
  );
}
