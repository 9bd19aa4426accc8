import {
  formatBRL,
  formatDatePtBR,
  GUARANTEE_DAYS,
  MAX_INSTALLMENTS,
  type PurchaseHistoryItem,
  type PurchaseStatus,
  planTypeLabel,
  type SubscriptionStatus,
} from '@arte-gospel/domain';
import { AccountBadge, Button, buttonClassName } from '@arte-gospel/ui';
import { Link } from 'wouter';
import { paths } from '../../../../config/paths';
import { useOpenCheckout } from '../../../../lib/checkout-return';
import { type SubscriptionResponse, useSubscription } from '../../api/get-subscription';
import { usePanelAccount } from '../../state/use-panel-account';
import * as styles from '../panel.css';
import { PageHeader, PanelCard, PanelError, PanelSkeleton } from '../panel-states';
import * as own from './panel-subscription.css';

/** The plan's status as the page says it (GET /api/me/subscription's status). */
export const SUBSCRIPTION_STATUS_TEXTS: Record<SubscriptionStatus, string> = {
  active: 'Ativa',
  cancelled: 'Cancelada (sem renovação)',
  expired: 'Expirada',
  lifetime: 'Vitalícia',
  none: 'Sem assinatura ativa',
};

/** A purchase's status in the history. */
export const PURCHASE_STATUS_TEXTS: Record<PurchaseStatus, string> = {
  approved: 'Aprovada',
  completed: 'Concluída',
  refunded: 'Reembolsada',
  chargeback: 'Estornada (chargeback)',
  cancelled: 'Cancelada',
  delayed: 'Pagamento atrasado',
  protest: 'Em disputa',
  expired: 'Expirada',
  waiting: 'Aguardando pagamento',
};

function amountText(item: PurchaseHistoryItem): string {
  if (item.amountCents === null) return '—';
  const value = item.amountCents / 100;
  if (!item.currency || item.currency === 'BRL') return formatBRL(value);
  try {
    return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: item.currency }).format(
      value,
    );
  } catch {
    return `${item.currency} ${value.toFixed(2)}`;
  }
}

/** The date lines of the plan: the next charge of a running subscription, else its end. */
function PlanDates({ subscription }: { subscription: SubscriptionResponse }) {
  const { status, expiresAt, nextChargeAt } = subscription;
  if (status === 'lifetime') {
    return (
      <>
        <dt>Expiração</dt>
        <dd>Nunca expira</dd>
      </>
    );
  }
  // A charge only where the provider holds a subscription (an account given its plan here
  // has an expiry date, not a charge).
  const charge = status === 'active' && subscription.manageUrl ? (nextChargeAt ?? expiresAt) : null;
  if (charge) {
    return (
      <>
        <dt>Próxima cobrança</dt>
        <dd>{formatDatePtBR(charge)}</dd>
      </>
    );
  }
  if (!expiresAt || status === 'none') return null;
  return (
    <>
      <dt>
        {status === 'expired' ? 'Expirou em' : status === 'cancelled' ? 'Acesso até' : 'Expiração'}
      </dt>
      <dd>{formatDatePtBR(expiresAt)}</dd>
    </>
  );
}

/** Renew (the plan's checkout in a new tab), subscribe, or manage it at the provider. */
function PlanActions({ subscription }: { subscription: SubscriptionResponse }) {
  const openCheckout = useOpenCheckout();
  const { status, renewPlan, manageUrl } = subscription;
  const renewLabel = status === 'expired' ? 'Renovar' : 'Renovar assinatura';
  // An ended or cancelled plan renews through its own checkout; an account given its plan
  // here chooses one on /planos.
  const renewInCheckout = status === 'expired' || status === 'cancelled';
  return (
    <div className={own.actions}>
      {status === 'none' ? (
        <Link href={paths.plans.href()} className={buttonClassName()}>
          Assinar Premium
        </Link>
      ) : null}
      {renewInCheckout && renewPlan ? (
        <Button onClick={() => openCheckout(renewPlan)}>{renewLabel}</Button>
      ) : renewInCheckout || (status === 'active' && !manageUrl) ? (
        <Link href={paths.plans.href()} className={buttonClassName()}>
          {renewLabel}
        </Link>
      ) : null}
      {manageUrl && status !== 'none' ? (
        <a
          href={manageUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ tone: 'secondary' })}
        >
          Gerenciar ou cancelar na Hotmart
        </a>
      ) : null}
    </div>
  );
}

function PurchaseHistory({ purchases }: { purchases: PurchaseHistoryItem[] }) {
  if (purchases.length === 0) {
    return <p className={styles.muted}>Nenhuma compra registrada nesta conta.</p>;
  }
  return (
    <ul className={styles.list} aria-label="Compras">
      {purchases.map((item) => (
        <li key={item.transaction} className={own.purchase}>
          <dl className={styles.dl}>
            <dt>Data</dt>
            <dd>{formatDatePtBR(item.date)}</dd>
            <dt>Plano</dt>
            <dd>{item.plan ? planTypeLabel(item.plan) : '—'}</dd>
            <dt>Valor</dt>
            <dd>{amountText(item)}</dd>
            <dt>Situação</dt>
            <dd>{PURCHASE_STATUS_TEXTS[item.status]}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}

/**
 * /painel/assinatura (platform §2.5, §4.4; issue 16): the plan and its status from GET
 * /api/me/subscription, the next charge or the end of access, renew through the plan's
 * checkout, manage or cancel at the provider, the purchases, cancelling and the guarantee.
 */
export function PanelSubscriptionPage() {
  const account = usePanelAccount();
  const subscription = useSubscription();
  const { user, expiry } = account;
  if (!user || !expiry) return null;
  const plan = user.tipoplano ? planTypeLabel(user.tipoplano) : null;
  const data = subscription.data;
  const running = data?.status === 'active' || data?.status === 'cancelled';
  return (
    <>
      <PageHeader title="Assinatura" />
      <PanelCard id="subscription-status" title="Situação da conta">
        {account.display.kind === 'free' ? (
          <AccountBadge kind="free" shape="banner" />
        ) : (
          <AccountBadge kind="plan" label={account.display.label} />
        )}
        {subscription.isPending ? (
          <PanelSkeleton rows={2} label="Carregando assinatura" />
        ) : subscription.isError ? (
          <PanelError message={subscription.error.message} onRetry={() => subscription.refetch()} />
        ) : (
          <>
            <dl className={styles.dl} data-testid="subscription-details">
              <dt>Plano</dt>
              <dd>{account.staff ? 'Equipe (acesso ilimitado)' : (plan ?? 'Gratuito')}</dd>
              <dt>Situação</dt>
              <dd>{SUBSCRIPTION_STATUS_TEXTS[subscription.data.status]}</dd>
              <PlanDates subscription={subscription.data} />
              {running && expiry.days !== null ? (
                <>
                  <dt>Dias restantes</dt>
                  <dd>{expiry.days}</dd>
                </>
              ) : null}
            </dl>
            {account.staff ? null : <PlanActions subscription={subscription.data} />}
          </>
        )}
      </PanelCard>
      {account.staff ? null : (
        <PanelCard id="purchase-history" title="Histórico de compras">
          {data ? <PurchaseHistory purchases={data.purchases} /> : null}
        </PanelCard>
      )}
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
            desse prazo. Para cancelar ou pedir reembolso, acesse a área do comprador da Hotmart ou
            fale com o <Link href={paths.support.href()}>suporte</Link>.
          </p>
        </PanelCard>
      )}
    </>
  );
}
