import { Link } from 'wouter';
import { COMPANY_NAME, LEGAL_UPDATED_AT, PRIVACY_EMAIL } from '../../../../config/contacts';
import { paths } from '../../../../config/paths';
import { InstitutionalLayout, Section } from '../institutional-layout';

/** /privacidade: privacy policy under the LGPD (Lei nº 13.709/2018). */
export function PrivacyPage() {
  return (
    <InstitutionalLayout
      eyebrow="Legal"
      title="Política de privacidade"
      lead={`Como a ${COMPANY_NAME} trata os seus dados pessoais, em conformidade com a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).`}
      updatedAt={LEGAL_UPDATED_AT}
    >
      <Section title="Dados que coletamos">
        <ul>
          <li>Cadastro: nome, email, nome de usuário, WhatsApp e foto de perfil (opcional).</li>
          <li>Assinatura: plano, datas de início e de expiração e origem da compra.</li>
          <li>Uso: downloads, favoritas, artes salvas e designers que você segue.</li>
          <li>
            Técnicos: cookies de sessão, endereço IP e dados do navegador, usados para segurança e
            funcionamento do site.
          </li>
        </ul>
        <p>
          Os dados de cartão são tratados apenas pelo provedor de pagamentos; não os recebemos nem
          armazenamos.
        </p>
      </Section>
      <Section title="Para que usamos">
        <ul>
          <li>
            Manter sua conta, o acesso Premium e os limites da conta gratuita (execução de
            contrato).
          </li>
          <li>Enviar códigos de verificação, recuperação de senha e avisos da assinatura.</li>
          <li>Prestar suporte e analisar denúncias de conteúdo.</li>
          <li>Prevenir fraudes e abusos (legítimo interesse).</li>
          <li>Enviar notificações de novas artes, apenas se você autorizar.</li>
        </ul>
      </Section>
      <Section title="Compartilhamento">
        <p>
          Compartilhamos dados somente com quem nos ajuda a prestar o serviço: o provedor de
          pagamentos, a hospedagem, o envio de emails e as ferramentas de medição de audiência,
          sempre no limite do necessário. Não vendemos dados pessoais.
        </p>
      </Section>
      <Section title="Cookies">
        <p>
          Usamos um cookie de sessão para manter você conectado e cookies de medição para entender o
          uso do site e a origem das visitas. Você pode apagar os cookies no seu navegador; sem o
          cookie de sessão, será preciso entrar novamente.
        </p>
      </Section>
      <Section title="Seus direitos">
        <p>
          Pela LGPD, você pode pedir confirmação e acesso aos seus dados, correção, anonimização,
          portabilidade, eliminação, informação sobre compartilhamentos e revogação do
          consentimento. Nome e WhatsApp podem ser alterados a qualquer momento em{' '}
          <Link href={paths.panelProfile.href()}>Meu Perfil</Link>.
        </p>
      </Section>
      <Section title="Retenção e segurança">
        <p>
          Guardamos os dados enquanto a conta existir e pelo prazo exigido por lei (por exemplo,
          registros fiscais e de acesso). Senhas são armazenadas com hash forte, a sessão usa cookie
          protegido e os códigos de verificação expiram.
        </p>
      </Section>
      <Section title="Encarregado de dados (DPO)">
        <p>
          Para exercer seus direitos ou tirar dúvidas sobre privacidade, escreva para{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>. Respondemos em até 15 dias.
        </p>
      </Section>
    </InstitutionalLayout>
  );
}
