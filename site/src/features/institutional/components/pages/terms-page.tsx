import { GUARANTEE_DAYS, MAX_INSTALLMENTS } from '@arte-gospel/domain';
import { Link } from 'wouter';
import { COMPANY_NAME, LEGAL_UPDATED_AT, SUPPORT_EMAIL } from '../../../../config/contacts';
import { paths } from '../../../../config/paths';
import { InstitutionalLayout, Section } from '../institutional-layout';

/** /termos: terms of use of a Brazilian subscription service. */
export function TermsPage() {
  return (
    <InstitutionalLayout
      eyebrow="Legal"
      title="Termos de uso"
      lead={`Estes termos regem o uso da plataforma ${COMPANY_NAME}. Ao criar uma conta ou usar o site, você concorda com eles.`}
      updatedAt={LEGAL_UPDATED_AT}
    >
      <Section title="1. O serviço">
        <p>
          A {COMPANY_NAME} oferece uma biblioteca on-line de artes gospel editáveis para uso na
          comunicação de igrejas, ministérios e eventos cristãos. Parte do conteúdo é gratuita; o
          restante é liberado por assinatura Premium.
        </p>
      </Section>
      <Section title="2. Conta e acesso">
        <ul>
          <li>Você deve informar dados verdadeiros no cadastro e manter sua senha em sigilo.</li>
          <li>A conta é pessoal. O compartilhamento de acesso pode levar à suspensão da conta.</li>
          <li>
            Contas gratuitas têm limites mensais de downloads e de favoritas, exibidos no seu
            painel.
          </li>
        </ul>
      </Section>
      <Section title="3. Licença de uso das artes">
        <ul>
          <li>
            Você pode editar e usar as artes baixadas na divulgação da sua igreja, ministério ou
            evento, inclusive em redes sociais e materiais impressos.
          </li>
          <li>
            Não é permitido revender, redistribuir ou disponibilizar os arquivos editáveis, nem
            publicá-los como modelos em outros sites ou bancos de imagens.
          </li>
          <li>Os direitos autorais das artes pertencem à {COMPANY_NAME} e aos seus designers.</li>
        </ul>
      </Section>
      <Section title="4. Planos, pagamento e renovação">
        <ul>
          <li>
            Os planos mensal, anual e vitalício são vendidos por um provedor de pagamentos externo,
            com cartão de crédito, Pix ou boleto. O plano anual pode ser parcelado em até{' '}
            {MAX_INSTALLMENTS}x.
          </li>
          <li>
            Você pode cancelar quando quiser. O acesso Premium continua até o fim do período já
            pago.
          </li>
          <li>
            Garantia de {GUARANTEE_DAYS} dias: se pedir o reembolso dentro desse prazo, devolvemos o
            valor pago, conforme o Código de Defesa do Consumidor.
          </li>
          <li>
            Preços e condições estão na página de <Link href={paths.plans.href()}>planos</Link>.
          </li>
        </ul>
      </Section>
      <Section title="5. Conduta">
        <p>
          É proibido usar a plataforma para fins ilícitos, tentar burlar os limites da conta,
          automatizar downloads ou publicar conteúdo ofensivo. Conteúdos que violem direitos de
          terceiros podem ser denunciados pelo link “Denunciar arquivo”, no rodapé do site.
        </p>
      </Section>
      <Section title="6. Responsabilidades">
        <p>
          Trabalhamos para manter o serviço disponível e seguro, mas ele pode passar por
          manutenções. Você é responsável pelos textos, fotos e informações que insere nas artes que
          edita.
        </p>
      </Section>
      <Section title="7. Alterações e contato">
        <p>
          Podemos atualizar estes termos; a data acima mostra a versão vigente. Dúvidas:{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. Estes termos seguem a legislação
          brasileira.
        </p>
      </Section>
    </InstitutionalLayout>
  );
}
