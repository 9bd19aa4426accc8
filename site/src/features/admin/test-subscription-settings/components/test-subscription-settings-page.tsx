import {
  type AccountPlan,
  PLAN_SLUGS,
  type PlanSlug,
  SIMULATED_EVENT_LABELS,
  type SimulatedEvent,
  type SimulateResponse,
} from '@arte-gospel/domain';
import { Alert, Button, Select, Spinner, TextField } from '@arte-gospel/ui';
import { type FormEvent, useState } from 'react';
import { useMoneyAccounts } from '../../api/get-money-accounts';
import * as adminStyles from '../../components/admin.css';
import * as styles from '../../components/money.css';
import { MoneyAccountSelect } from '../../components/money-account-select';
import { dateTime, PLAN_NAMES, planName, resultLabel } from '../../components/money-labels';
import { MoneyTable } from '../../components/money-table';
import { useSimulate, useSubscriptionTests } from '../api/get-subscription-tests';

const PLAN_OPTIONS = PLAN_SLUGS.map((plan) => ({ value: plan, label: PLAN_NAMES[plan] }));

function accountPlanText(account: AccountPlan): string {
  if (account.lifetime) return 'Vitalício';
  const plan = planName(account.plan);
  return account.expiresAt ? `${plan}, até ${dateTime(account.expiresAt)}` : plan;
}

/**
 * /admin/test-subscription-settings (issue 19, admin only, never in production): each purchase
 * event of the provider, built from its real sample for a test account, through the same path.
 */
export function TestSubscriptionSettingsPage() {
  const settings = useSubscriptionTests();
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={adminStyles.title}>Teste de configurações de assinatura</h1>
        <p className={styles.muted}>
          Simule cada evento do provedor de pagamentos para uma conta de teste: o postback é montado
          a partir do exemplo real do provedor com o e-mail da conta e passa pelo mesmo caminho de
          uma compra de verdade. Simulações não entram no financeiro.
        </p>
      </header>
      {settings.isPending ? (
        <Spinner label="Carregando..." />
      ) : settings.isError ? (
        <Alert.Root tone="error">
          <Alert.Title>Simulações indisponíveis</Alert.Title>
          <Alert.Description>
            <p>{settings.error.message}</p>
          </Alert.Description>
        </Alert.Root>
      ) : (
        <Simulator events={settings.data.events} />
      )}
    </div>
  );
}

function Simulator({ events }: { events: readonly SimulatedEvent[] }) {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const [plan, setPlan] = useState<PlanSlug>('mensal');
  const [event, setEvent] = useState<SimulatedEvent>('PURCHASE_APPROVED');
  const [transaction, setTransaction] = useState<string | null>(null);
  const [history, setHistory] = useState<Array<SimulateResponse & { event: SimulatedEvent }>>([]);
  const accounts = useMoneyAccounts(q);
  const simulate = useSimulate();
  const chosen = accounts.data?.accounts.find((account) => account.id === userId);
  const current = history[0]?.account.id === userId ? history[0].account : chosen;

  const search = (submitted: FormEvent) => {
    submitted.preventDefault();
    setQ(draft.trim());
  };
  const run = (submitted: FormEvent) => {
    submitted.preventDefault();
    if (userId === null) return;
    simulate.mutate(
      { userId, event, plan, ...(transaction ? { transaction } : {}) },
      {
        onSuccess: (answer) => {
          setTransaction(answer.transaction);
          setHistory((items) => [{ ...answer, event }, ...items].slice(0, 20));
        },
      },
    );
  };

  return (
    <>
      <section className={styles.section} aria-labelledby="sim-conta">
        <h2 id="sim-conta" className={styles.sectionTitle}>
          Conta de teste
        </h2>
        <form className={styles.toolbar} onSubmit={search}>
          <TextField
            className={styles.field}
            label="Buscar conta (nome, e-mail ou id)"
            type="search"
            maxLength={254}
            value={draft}
            onChange={(change) => setDraft(change.target.value)}
          />
          <Button type="submit" tone="secondary">
            Buscar
          </Button>
        </form>
        <MoneyAccountSelect
          accounts={accounts}
          q={q}
          userId={userId}
          placeholder="Escolha a conta de teste"
          onChoose={(id) => {
            setUserId(id);
            setTransaction(null);
          }}
        />
        {current ? (
          <dl className={styles.facts} aria-label="Plano da conta">
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Plano agora</dt>
              <dd className={styles.factValue}>{accountPlanText(current)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>Nível</dt>
              <dd className={styles.factValue}>{current.nivelacesso}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>E-mail</dt>
              <dd className={styles.factValue}>
                {current.emailVerified
                  ? 'Verificado'
                  : 'Não verificado: as compras aguardam a verificação'}
              </dd>
            </div>
          </dl>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="sim-evento">
        <h2 id="sim-evento" className={styles.sectionTitle}>
          Evento
        </h2>
        <form className={styles.form} onSubmit={run}>
          <div className={styles.toolbar}>
            <Select
              className={styles.field}
              label="Evento do provedor"
              options={events.map((item) => ({ value: item, label: SIMULATED_EVENT_LABELS[item] }))}
              value={event}
              onValueChange={(value) => setEvent(value as SimulatedEvent)}
            />
            <Select
              className={styles.field}
              label="Plano"
              options={PLAN_OPTIONS}
              value={plan}
              onValueChange={(value) => setPlan(value as PlanSlug)}
            />
          </div>
          <p className={styles.muted}>
            {transaction
              ? `Transação em uso: ${transaction} (os próximos eventos são desta compra).`
              : 'O próximo evento abre uma nova transação de teste.'}
          </p>
          <div className={styles.actions}>
            <Button type="submit" disabled={userId === null || simulate.isPending}>
              Simular evento
            </Button>
            <Button
              type="button"
              tone="secondary"
              disabled={transaction === null}
              onClick={() => setTransaction(null)}
            >
              Nova transação
            </Button>
          </div>
          {simulate.error ? <p role="alert">{simulate.error.message}</p> : null}
        </form>
      </section>
      {history.length > 0 ? (
        <section className={styles.section} aria-labelledby="sim-resultados">
          <h2 id="sim-resultados" className={styles.sectionTitle}>
            Resultados
          </h2>
          <MoneyTable
            caption="Simulações desta visita, da mais recente"
            columns={['Evento', 'Transação', 'Resultado', 'Plano depois']}
          >
            <tbody>
              {history.map((item) => (
                <tr key={item.deliveryId}>
                  <th scope="row" className={styles.cell}>
                    {SIMULATED_EVENT_LABELS[item.event]}
                  </th>
                  <td className={styles.cell}>{item.transaction}</td>
                  <td className={styles.cell}>{resultLabel(item.result)}</td>
                  <td className={styles.wrapCell}>{accountPlanText(item.account)}</td>
                </tr>
              ))}
            </tbody>
          </MoneyTable>
        </section>
      ) : null}
    </>
  );
}
