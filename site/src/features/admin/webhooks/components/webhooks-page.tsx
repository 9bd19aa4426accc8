import {
  type AccountPlan,
  type AssignPurchaseResponse,
  DELIVERY_ORIGINS,
  DELIVERY_RESULTS,
  type DeliveryItem,
  type LedgerItem,
  PLAN_SLUGS,
  type PlanSlug,
} from '@arte-gospel/domain';
import {
  Alert,
  Button,
  Dialog,
  EmptyState,
  Pagination,
  Select,
  Spinner,
  Tabs,
  TextField,
} from '@arte-gospel/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useMoneyAccounts } from '../../api/get-money-accounts';
import * as adminStyles from '../../components/admin.css';
import * as styles from '../../components/money.css';
import { MoneyAccountSelect } from '../../components/money-account-select';
import {
  dateTime,
  money,
  PLAN_NAMES,
  planName,
  RESULT_LABELS,
  resultLabel,
} from '../../components/money-labels';
import { MoneyTable } from '../../components/money-table';
import { QueryErrorAlert, QueryStates } from '../../components/query-error-alert';
import { DELIVERIES_PAGE_SIZE, useDeliveries, useDelivery } from '../api/get-deliveries';
import { UNMATCHED_PAGE_SIZE, useUnmatched } from '../api/get-unmatched';
import { useAssignPurchase, useReplayDelivery } from '../api/webhook-actions';

export const ORIGIN_LABELS: Readonly<Record<string, string>> = {
  provider: 'Provedor',
  replay: 'Reprocessamento',
  test: 'Teste',
  simulation: 'Simulação',
};

const RESULT_OPTIONS = DELIVERY_RESULTS.map((result) => ({
  value: result,
  label: RESULT_LABELS[result],
}));
const ORIGIN_OPTIONS = DELIVERY_ORIGINS.map((origin) => ({
  value: origin,
  label: ORIGIN_LABELS[origin]!,
}));
const PLAN_OPTIONS = PLAN_SLUGS.map((plan) => ({ value: plan, label: PLAN_NAMES[plan] }));

/** /admin/webhooks (issue 19, admin only): the provider's deliveries and unmatched purchases. */
export function WebhooksPage() {
  const [tab, setTab] = useState('entregas');
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={adminStyles.title}>Webhooks</h1>
        <p className={styles.muted}>
          Cada entrega do provedor de pagamentos, o que ela fez, e as compras que nenhum plano
          identificou. Reprocessar e atribuir ficam no registro de auditoria.
        </p>
      </header>
      <Tabs
        label="Webhooks"
        value={tab}
        onValueChange={setTab}
        items={[
          { value: 'entregas', label: 'Entregas', content: <Deliveries /> },
          {
            value: 'nao-identificadas',
            label: 'Compras não identificadas',
            content: <Unmatched />,
          },
        ]}
      />
    </div>
  );
}

function ResultPill({ result }: { result: string }) {
  return (
    <span className={styles.resultPill} data-result={result}>
      {resultLabel(result)}
    </span>
  );
}

function Deliveries() {
  const [draft, setDraft] = useState('');
  const [params, setParams] = useState({ page: 1, result: '_all', origin: '_all', q: '' });
  const deliveries = useDeliveries(params);
  const filtered = params.q !== '' || params.result !== '_all' || params.origin !== '_all';
  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams((current) => ({ ...current, q: draft.trim(), page: 1 }));
  };
  return (
    <div className={styles.page}>
      <form className={styles.toolbar} onSubmit={search}>
        <TextField
          className={styles.field}
          label="Evento, transação ou e-mail"
          type="search"
          maxLength={254}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Select
          className={styles.field}
          label="Resultado"
          allLabel="Todos os resultados"
          options={RESULT_OPTIONS}
          value={params.result}
          onValueChange={(result) => setParams((current) => ({ ...current, result, page: 1 }))}
        />
        <Select
          className={styles.field}
          label="Origem"
          allLabel="Todas as origens"
          options={ORIGIN_OPTIONS}
          value={params.origin}
          onValueChange={(origin) => setParams((current) => ({ ...current, origin, page: 1 }))}
        />
        <Button type="submit">Buscar</Button>
      </form>
      <QueryStates
        query={deliveries}
        loading="Carregando entregas..."
        error="Não foi possível carregar as entregas"
      >
        {(data) =>
          data.deliveries.length === 0 ? (
            <EmptyState
              title={filtered ? 'Nenhuma entrega encontrada' : 'Nenhuma entrega recebida'}
              description={
                filtered
                  ? 'Nenhuma entrega corresponde aos filtros.'
                  : 'Quando o provedor de pagamentos enviar um evento, ele aparece aqui.'
              }
            />
          ) : (
            <>
              <p className={styles.muted} aria-live="polite">
                {data.totalCount === 1
                  ? '1 entrega'
                  : `${data.totalCount.toLocaleString('pt-BR')} entregas`}
              </p>
              <MoneyTable
                caption="Entregas, da mais recente"
                columns={[
                  'Recebida',
                  'Evento',
                  'Transação',
                  'E-mail',
                  'Resultado',
                  'Origem',
                  <span key="acoes" className={styles.muted}>
                    Ações
                  </span>,
                ]}
              >
                <tbody>
                  {data.deliveries.map((delivery) => (
                    <DeliveryRow key={delivery.id} delivery={delivery} />
                  ))}
                </tbody>
              </MoneyTable>
              <Pagination
                page={params.page}
                pages={Math.max(1, Math.ceil(data.totalCount / DELIVERIES_PAGE_SIZE))}
                loading={deliveries.isFetching}
                onPageChange={(page) => setParams((current) => ({ ...current, page }))}
              />
            </>
          )
        }
      </QueryStates>
    </div>
  );
}

function DeliveryRow({ delivery }: { delivery: DeliveryItem }) {
  return (
    <tr>
      <td className={styles.cell}>{dateTime(delivery.receivedAt)}</td>
      <td className={styles.cell}>{delivery.event ?? '—'}</td>
      <td className={styles.cell}>{delivery.transactionId ?? '—'}</td>
      <td className={styles.cell}>{delivery.email ?? '—'}</td>
      <td className={styles.cell}>
        <ResultPill result={delivery.result} />
      </td>
      <td className={styles.cell}>
        {ORIGIN_LABELS[delivery.origin]}
        {delivery.replayOf ? ` da nº ${delivery.replayOf}` : ''}
      </td>
      <td className={styles.cell}>
        <DeliveryDialog delivery={delivery} />
      </td>
    </tr>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>{label}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

const REPLAY_TEXTS: Readonly<Record<string, string>> = {
  duplicate:
    'Repetida: esta transação e este evento já estavam registrados, então nada mudou (é o que garante que uma compra não seja aplicada duas vezes).',
  applied: 'Aplicada: a conta foi atualizada.',
  pending: 'Aguardando: nenhuma conta verificada tem o e-mail do comprador.',
  unmatched: 'Sem plano: a oferta não corresponde a nenhum plano configurado.',
  recorded: 'Registrada, sem mudança de acesso.',
  refused: 'Recusada: a transação já foi reembolsada, contestada ou cancelada.',
  ignored: 'Ignorada: um evento que a plataforma não usa.',
  invalid: 'Inválida: o corpo guardado não é um postback válido.',
};

function DeliveryDialog({ delivery }: { delivery: DeliveryItem }) {
  const [open, setOpen] = useState(false);
  const detail = useDelivery(delivery.id, open);
  const replay = useReplayDelivery();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) replay.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" tone="secondary" aria-label={`Detalhes da entrega ${delivery.id}`}>
          Detalhes
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup size="lg">
        <Dialog.Title>Entrega nº {delivery.id}</Dialog.Title>
        <Dialog.Description>
          {delivery.event ?? 'Sem evento'} · {dateTime(delivery.receivedAt)}
        </Dialog.Description>
        <Dialog.CloseTrigger />
        {detail.isPending ? (
          <Spinner label="Carregando a entrega..." />
        ) : detail.isError ? (
          <p role="alert">{detail.error.message}</p>
        ) : (
          <div className={styles.page}>
            <dl className={styles.facts}>
              <Fact label="Resultado">
                <ResultPill result={detail.data.result} />
              </Fact>
              <Fact label="Origem">{ORIGIN_LABELS[detail.data.origin]}</Fact>
              <Fact label="Transação">{detail.data.transactionId ?? '—'}</Fact>
              <Fact label="E-mail">{detail.data.email ?? '—'}</Fact>
              <Fact label="Status">{detail.data.status ?? '—'}</Fact>
              {detail.data.message ? <Fact label="Mensagem">{detail.data.message}</Fact> : null}
            </dl>
            {detail.data.purchases.length > 0 ? (
              <ul className={styles.figures} aria-label="Registro da compra">
                {detail.data.purchases.map((purchase) => (
                  <li key={purchase.id} className={styles.figure}>
                    <span className={styles.figureLabel}>
                      {purchase.event} · {planName(purchase.plan)}
                    </span>
                    <span>{resultLabel(purchase.result)}</span>
                    <span className={styles.muted}>
                      {purchase.user
                        ? `Conta: ${purchase.user.name ?? ''} (${purchase.user.email})`
                        : 'Sem conta'}
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
            {detail.data.replays.length > 0 ? (
              <p className={styles.muted}>
                Reprocessada antes:{' '}
                {detail.data.replays
                  .map((item) => `nº ${item.id} (${resultLabel(item.result)})`)
                  .join(', ')}
              </p>
            ) : null}
            <h3 className={styles.factLabel}>Corpo recebido (sem o token)</h3>
            <section
              className={styles.payload}
              aria-label="Corpo recebido"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
              tabIndex={0}
            >
              <pre className={styles.payloadText}>
                {JSON.stringify(detail.data.payload, null, 2)}
              </pre>
            </section>
            {replay.data ? (
              <Alert.Root tone={replay.data.result === 'duplicate' ? 'info' : 'success'}>
                <Alert.Title>Reprocessada como entrega nº {replay.data.deliveryId}</Alert.Title>
                <Alert.Description>
                  {REPLAY_TEXTS[replay.data.result] ?? resultLabel(replay.data.result)}
                </Alert.Description>
              </Alert.Root>
            ) : null}
            {replay.error ? <p role="alert">{replay.error.message}</p> : null}
            <div className={styles.dialogActions}>
              <Button disabled={replay.isPending} onClick={() => replay.mutate(delivery.id)}>
                Reprocessar entrega
              </Button>
            </div>
          </div>
        )}
      </Dialog.Popup>
    </Dialog.Root>
  );
}

interface Assigned {
  transactionId: string;
  answer: AssignPurchaseResponse;
}

function AssignedAlert({ assigned }: { assigned: Assigned }) {
  const { answer } = assigned;
  return (
    <Alert.Root tone="success">
      <Alert.Title>
        {answer.result === 'duplicate'
          ? `A compra ${assigned.transactionId} já era desta conta: nada mudou`
          : `Compra ${assigned.transactionId} atribuída: ${resultLabel(answer.result)}`}
      </Alert.Title>
      <Alert.Description>
        {answer.account.name ?? answer.account.email}: {accountText(answer.account)}
      </Alert.Description>
    </Alert.Root>
  );
}

function Unmatched() {
  const [page, setPage] = useState(1);
  const [assigned, setAssigned] = useState<Assigned | null>(null);
  const unmatched = useUnmatched(page);
  const done = assigned ? <AssignedAlert assigned={assigned} /> : null;
  if (unmatched.isPending) return <Spinner label="Carregando compras..." />;
  if (unmatched.isError)
    return (
      <QueryErrorAlert
        title="Não foi possível carregar as compras não identificadas"
        error={unmatched.error}
        retry={() => void unmatched.refetch()}
      />
    );
  if (unmatched.data.purchases.length === 0)
    return (
      <div className={styles.page}>
        {done}
        <EmptyState
          title="Nenhuma compra sem plano"
          description="Toda compra recebida foi ligada a um plano pela oferta do link de checkout."
        />
      </div>
    );
  return (
    <div className={styles.page}>
      {done}
      <p className={styles.muted} aria-live="polite">
        {unmatched.data.totalCount === 1
          ? '1 compra aguarda uma pessoa'
          : `${unmatched.data.totalCount} compras aguardam uma pessoa`}
        : a oferta não corresponde a nenhum plano. Atribua cada uma à conta certa e ao plano pago.
      </p>
      <ul className={styles.cards} aria-label="Compras não identificadas">
        {unmatched.data.purchases.map((purchase) => (
          <UnmatchedCard
            key={purchase.id}
            purchase={purchase}
            onAssigned={(answer) => setAssigned({ transactionId: purchase.transactionId, answer })}
          />
        ))}
      </ul>
      <Pagination
        page={page}
        pages={Math.max(1, Math.ceil(unmatched.data.totalCount / UNMATCHED_PAGE_SIZE))}
        loading={unmatched.isFetching}
        onPageChange={setPage}
      />
    </div>
  );
}

function UnmatchedCard({
  purchase,
  onAssigned,
}: {
  purchase: LedgerItem;
  onAssigned: (answer: AssignPurchaseResponse) => void;
}) {
  const headingId = `compra-${purchase.id}`;
  return (
    <li className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {purchase.buyerName ?? purchase.email}
      </h3>
      <dl className={styles.facts}>
        <Fact label="E-mail do comprador">{purchase.email}</Fact>
        <Fact label="Evento">{purchase.event}</Fact>
        <Fact label="Transação">{purchase.transactionId}</Fact>
        <Fact label="Oferta">{purchase.offerCode ?? '—'}</Fact>
        <Fact label="Valor">{money(purchase.amountCents, purchase.currency ?? 'BRL')}</Fact>
        <Fact label="Data">{dateTime(purchase.eventAt)}</Fact>
      </dl>
      <div className={styles.actions}>
        <AssignDialog purchase={purchase} onAssigned={onAssigned} />
      </div>
    </li>
  );
}

function accountText(account: AccountPlan): string {
  const plan = account.lifetime ? 'Vitalício' : planName(account.plan);
  const until = account.expiresAt && !account.lifetime ? ` até ${dateTime(account.expiresAt)}` : '';
  return `${plan}${until}`;
}

function AssignDialog({
  purchase,
  onAssigned,
}: {
  purchase: LedgerItem;
  onAssigned: (answer: AssignPurchaseResponse) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(purchase.email);
  const [q, setQ] = useState(purchase.email);
  const [userId, setUserId] = useState<number | null>(null);
  const [plan, setPlan] = useState<PlanSlug>('mensal');
  const accounts = useMoneyAccounts(q, open);
  const assign = useAssignPurchase();
  const chosen = accounts.data?.accounts.find((account) => account.id === userId);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (!details.open) assign.reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm">Atribuir a uma conta</Button>
      </Dialog.Trigger>
      <Dialog.Popup size="md">
        <Dialog.Title>Atribuir a compra {purchase.transactionId}</Dialog.Title>
        <Dialog.Description>
          A conta escolhida recebe o plano pelas mesmas regras de um postback. Atribuir de novo à
          mesma conta não muda nada.
        </Dialog.Description>
        <Dialog.CloseTrigger />
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (userId === null) return;
            assign.mutate(
              { id: purchase.id, body: { userId, plan } },
              {
                onSuccess: (answer) => {
                  setOpen(false);
                  onAssigned(answer);
                },
              },
            );
          }}
        >
          <div className={styles.toolbar}>
            <TextField
              className={styles.field}
              label="Buscar conta (nome, e-mail ou id)"
              type="search"
              maxLength={254}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
            />
            <Button type="button" tone="secondary" onClick={() => setQ(draft.trim())}>
              Buscar
            </Button>
          </div>
          <MoneyAccountSelect
            accounts={accounts}
            q={q}
            userId={userId}
            placeholder="Escolha a conta"
            onChoose={setUserId}
          />
          {chosen ? <p className={styles.muted}>Plano atual: {accountText(chosen)}</p> : null}
          <Select
            label="Plano pago"
            options={PLAN_OPTIONS}
            value={plan}
            onValueChange={(value) => setPlan(value as PlanSlug)}
          />
          {assign.error ? <p role="alert">{assign.error.message}</p> : null}
          <div className={styles.dialogActions}>
            <Button type="submit" disabled={assign.isPending || userId === null}>
              Atribuir compra
            </Button>
          </div>
        </form>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
