import { GUARANTEE_DAYS, MAX_INSTALLMENTS, planTypeLabel } from '@arte-gospel/domain';
import { AccountBadge, buttonClassName } from '@arte-gospel/ui';
import { Link } from 'wouter';
import { paths } from '../../../../config/paths';
import { usePanelAccount } from '../../state/use-panel-account';
import * as styles from '../panel.css';
import { PageHeader, PanelCard } from '../panel-states';

/**
 * /painel/assinatura: plan, expiry and days left, renew or upgrade through /planos, what
 * cancelling means and the guarantee (platform §2.5, §4.4).
 */
export function PanelSubscriptionPage() {
  const account = usePanelAccount();
  const { user, expiry } = account;
  if (!user || !expiry) return null;
  const plan = user.tipoplano ? planTypeLabel(user.tipoplano) : null;
  const renewable = account.premium && !expiry.lifetime;
  return (
    <>
      <PageHeader title="Assinatura" />
      <PanelCard id="subscription-status" title="Situação da conta">
        {account.display.kind === 'free' ? (
          <AccountBadge kind="free" shape="banner" />
        ) : (
          <AccountBadge kind="plan" label={account.display.label} />
        )}
        <dl className={styles.dl} data-testid="subscription-details">
          <dt>Plano</dt>
          <dd>{account.staff ? 'Equipe (acesso ilimitado)' : (plan ?? 'Gratuito')}</dd>
          <dt>Expiração</dt>
          <dd>{expiry.lifetime ? 'Nunca expira' : (expiry.date ?? '—')}</dd>
          {renewable && expiry.days !== null ? (
            <>
              <dt>Dias restantes</dt>
              <dd>{expiry.expired ? 'Expirada' : expiry.days}</dd>
            </>
          ) : null}
        </dl>
        {account.premium ? (
          renewable ? (
            <Link href={paths.plans.href()} className={`${buttonClassName()} ${styles.cardAction}`}>
              {expiry.expired ? 'Renovar agora' : 'Renovar assinatura'}
            </Link>
          ) : null
        ) : (
          <Link href={paths.plans.href()} className={`${buttonClassName()} ${styles.cardAction}`}>
            Assinar Premium
          </Link>
        )}
      </PanelCard>
      {account.premium ? null : (
        <PanelCard id="why-premium" title="O que muda com o Premium">
          <ul>
            <li>Downloads ilimitados e acesso a todas as artes premium.</li>
            <li>Favoritas sem limite.</li>
            <li>
              Planos mensal, anual (em até {MAX_INSTALLMENTS}x) e vitalício, por cartão, Pix ou
              boleto.
            </li>
          </ul>
        </PanelCard>
      )}
      {account.staff ? null : (
        <PanelCard id="cancel-info" title="Cancelamento e garantia">
          <p>
            Você pode cancelar quando quiser. Ao cancelar, o acesso Premium continua até o fim do
            período já pago; depois disso a conta volta a ser gratuita, com suas favoritas e seu
            histórico de downloads preservados.
          </p>
          <p>
            Garantia de {GUARANTEE_DAYS} dias: se não ficar satisfeito, peça o reembolso dentro
            desse prazo. Para cancelar ou pedir reembolso, fale com o{' '}
            <Link href={paths.support.href()}>suporte</Link>.
          </p>
        </PanelCard>
      )}
    </>
  );
}
