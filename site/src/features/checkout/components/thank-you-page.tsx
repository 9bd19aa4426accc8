import { planTypeLabel } from '@arte-gospel/domain';
import { Alert, buttonClassName, Spinner } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import type { User } from '../../../lib/api-client';
import { getSubscriptionQueryOptions } from '../../../lib/queries/subscription';
import { userQueryOptions } from '../../../lib/session-query';
import { type Opening, planActive, purchaseArrived } from '../purchase-evidence';
import * as styles from './thank-you-page.css';

/** How often the page asks for the user while the plan is not active yet. */
export const THANK_YOU_POLL_MS = 3000;
/** After this long without the plan, the page explains what may be holding it up. */
export const THANK_YOU_SLOW_MS = 60_000;

/** Keeps search engines off the page while it is shown (the BFF also sends X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

function Welcome({ user }: { user: User }) {
  const plan = user.tipoplano ? planTypeLabel(user.tipoplano) : null;
  return (
    <>
      <Alert.Root tone="success" className={styles.message}>
        <Alert.Title>Bem-vindo ao Premium!</Alert.Title>
        <Alert.Description>
          {plan ? `Seu plano ${plan} está ativo.` : 'Seu plano Premium está ativo.'} Downloads
          ilimitados e todas as artes premium já estão liberados na sua conta.
        </Alert.Description>
      </Alert.Root>
      <div className={styles.actions}>
        <Link href={paths.arts.href()} className={buttonClassName()}>
          Explorar artes
        </Link>
        <Link
          href={paths.panelSubscription.href()}
          className={buttonClassName({ tone: 'secondary' })}
        >
          Ver minha assinatura
        </Link>
      </div>
    </>
  );
}

function Visitor() {
  return (
    <>
      <Alert.Root tone="info" className={styles.message}>
        <Alert.Title>Entre para receber o seu plano</Alert.Title>
        <Alert.Description>
          O Premium é liberado na conta com o mesmo e-mail usado no pagamento. Entre na sua conta,
          ou crie uma com esse e-mail e confirme o endereço: o plano aparece assim que o pagamento
          for confirmado.
        </Alert.Description>
      </Alert.Root>
      <div className={styles.actions}>
        <Link href={paths.auth.href('login')} className={buttonClassName()}>
          Entrar
        </Link>
        <Link href={paths.auth.href('register')} className={buttonClassName({ tone: 'secondary' })}>
          Criar conta
        </Link>
      </div>
    </>
  );
}

function Waiting({ user, renewing, slow }: { user: User; renewing: boolean; slow: boolean }) {
  return (
    <>
      <div className={styles.waiting}>
        <Spinner label="Confirmando o pagamento" />
        <p className={styles.text}>
          {renewing
            ? `Estamos confirmando o seu pagamento. O seu Premium continua ativo; assim que a confirmação chegar, a nova compra é registrada na conta ${user.email}.`
            : `Estamos confirmando o seu pagamento. Assim que a confirmação chegar, o Premium é ativado na conta ${user.email}.`}{' '}
          Esta página se atualiza sozinha.
        </p>
      </div>
      {user.pendingPurchase ? (
        <Alert.Root tone="info" className={styles.message}>
          <Alert.Title>Confirme seu e-mail</Alert.Title>
          <Alert.Description>
            Recebemos uma compra para {user.email}: ela é liberada assim que você confirmar que o
            e-mail é seu. <Link href={paths.emailVerify.href()}>Confirmar e-mail</Link>
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {slow ? (
        <Alert.Root tone="info" className={styles.message}>
          <Alert.Title>A confirmação está demorando</Alert.Title>
          <Alert.Description>
            A confirmação do pagamento pode levar alguns minutos (boleto e Pix podem levar mais).
            Confira se o e-mail usado no pagamento é o da sua conta, {user.email}. Continuamos
            verificando; se precisar, fale com o <Link href={paths.support.href()}>suporte</Link>.
          </Alert.Description>
        </Alert.Root>
      ) : null}
    </>
  );
}

/**
 * /obrigado, where the payment provider sends the buyer (issue 16): 'Pagamento recebido',
 * then the account is asked again every few seconds until it shows the purchase, and the
 * new Premium member is welcomed. An account that was free when the page opened shows it by
 * its plan turning active; one already Premium (renewing or changing plan) by a new paid
 * purchase in its history or its plan moving on (purchase-evidence.ts), so it is not
 * welcomed before its purchase arrives. After a minute without it, what may hold it up
 * (polling goes on). A visitor is told how to sign in to receive the plan.
 */
export function ThankYouPage({ slowAfterMs = THANK_YOU_SLOW_MS }: { slowAfterMs?: number }) {
  useNoIndex();
  const [openedAt] = useState(() => Date.now());
  // Whether the page still waits, for the polling of both queries (set on each render).
  const waitingRef = useRef(false);
  const poll = () => (waitingRef.current ? THANK_YOU_POLL_MS : false);
  const user = useQuery({
    ...userQueryOptions,
    refetchInterval: poll,
    // The buyer often waits in the checkout's tab: the page is current when they come back.
    refetchIntervalInBackground: true,
  });
  const account = user.data;
  // The account as the page opened on: its first answer, and its first history.
  const opening = useRef<Opening | null>(null);
  if (opening.current === null && account !== undefined) {
    opening.current = { user: account, at: openedAt, transactions: null };
  }
  const renewing = planActive(opening.current?.user);
  const subscription = useQuery({
    ...getSubscriptionQueryOptions(),
    enabled: renewing,
    refetchInterval: poll,
    refetchIntervalInBackground: true,
  });
  if (opening.current && opening.current.transactions === null && subscription.data) {
    opening.current.transactions = new Set(
      subscription.data.purchases.map((purchase) => purchase.transaction),
    );
  }
  const welcomed =
    opening.current !== null && purchaseArrived(opening.current, account, subscription.data);
  const waiting = Boolean(account) && !welcomed;
  waitingRef.current = waiting;
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => clearTimeout(timer);
  }, [waiting, slowAfterMs]);
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="thank-you-title">
        <p className={styles.eyebrow}>Arte Gospel Premium</p>
        <h1 id="thank-you-title" className={styles.title}>
          Pagamento recebido
        </h1>
        <p className={styles.text}>Obrigado pela sua compra!</p>
        {user.isPending ? (
          <Spinner label="Carregando..." />
        ) : !account ? (
          <Visitor />
        ) : welcomed ? (
          <Welcome user={account} />
        ) : (
          <Waiting user={account} renewing={renewing} slow={slow} />
        )}
      </section>
    </main>
  );
}
