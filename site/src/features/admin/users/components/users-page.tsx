import {
  ACCESS_LEVELS,
  type AdminUser,
  formatDatePtBR,
  GRANT_DAYS_MAX,
  GRANT_REASON_MAX,
  hasStaffRole,
  MANUAL_PLANS,
  type ManualPlan,
  type PremiumGrantBody,
  planTypeLabel,
} from '@arte-gospel/domain';
import { Button, Dialog, EmptyState, Pagination, Select, TextField } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSearch } from 'wouter';
import { userQueryOptions } from '../../../../lib/session-query';
import * as adminStyles from '../../components/admin.css';
import * as styles from '../../components/people.css';
import { QueryStates } from '../../components/query-error-alert';
import { ACCESS_LEVEL_LABELS } from '../../components/staff-labels';
import { useAdminUsers } from '../api/get-admin-users';
import {
  changeUserLevel,
  confirmUserEmail,
  endUserSessions,
  grantPremium,
  resendVerification,
  useUserAction,
} from '../api/user-actions';

function planText(user: AdminUser): string {
  if (!user.tipoplano) return user.acessovitalicio ? planTypeLabel('vitalicio') : 'Sem plano';
  return planTypeLabel(user.tipoplano);
}

function expiryText(user: AdminUser): string {
  if (user.acessovitalicio || user.tipoplano === 'vitalicio') return 'Nunca expira';
  return user.dataexpiracao ? formatDatePtBR(user.dataexpiracao) : '—';
}

const ORIGIN_LABELS: Readonly<Record<string, string>> = {
  hotmart: 'Hotmart',
  manual: 'Dado pela equipe',
  demo: 'Demonstração',
};

/** /admin/usuarios (issue 19): accounts, their plan and use, and what staff do to them. */
export function UsersPage() {
  const session = useQuery(userQueryOptions);
  const isAdmin = hasStaffRole(session.data, 'admins');
  // A link from elsewhere in the console (a report's reporter) opens with ?q=<e-mail>.
  const initial = (new URLSearchParams(useSearch()).get('q') ?? '').slice(0, 100);
  const [draft, setDraft] = useState(initial);
  const [params, setParams] = useState({ q: initial, page: 1 });
  const users = useAdminUsers(params);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams({ q: draft.trim(), page: 1 });
  };

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={adminStyles.title}>Usuários</h1>
        <p className={styles.muted}>
          Busque uma conta pelo nome ou e-mail para ver o plano, o uso e agir sobre ela. Cada
          mudança fica no registro de auditoria.
        </p>
      </header>
      <form className={styles.toolbar} onSubmit={search}>
        <TextField
          className={styles.grow}
          label="Buscar por nome ou e-mail"
          type="search"
          name="q"
          maxLength={100}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">Buscar</Button>
      </form>
      <QueryStates
        query={users}
        loading="Carregando usuários..."
        error="Não foi possível carregar os usuários"
      >
        {(data) =>
          data.users.length === 0 ? (
            <EmptyState
              title={params.q ? 'Nenhum usuário encontrado' : 'Nenhum usuário cadastrado'}
              description={
                params.q ? `Nenhuma conta tem “${params.q}” no nome ou no e-mail.` : undefined
              }
            />
          ) : (
            <>
              <p className={styles.muted} aria-live="polite">
                {data.totalCount === 1
                  ? '1 usuário'
                  : `${data.totalCount.toLocaleString('pt-BR')} usuários`}
                {params.q ? ` para “${params.q}”` : ''}
              </p>
              <ul className={styles.list} aria-label="Usuários">
                {data.users.map((user) => (
                  <UserRecord
                    key={user.id}
                    user={user}
                    isAdmin={isAdmin}
                    isSelf={user.id === Number(session.data?.id)}
                  />
                ))}
              </ul>
              <Pagination
                page={params.page}
                pages={Math.max(1, Math.ceil(data.totalCount / data.pageSize))}
                loading={users.isFetching}
                onPageChange={(page) => setParams((current) => ({ ...current, page }))}
              />
            </>
          )
        }
      </QueryStates>
    </div>
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

function UserRecord({
  user,
  isAdmin,
  isSelf,
}: {
  user: AdminUser;
  isAdmin: boolean;
  isSelf: boolean;
}) {
  const resend = useUserAction(resendVerification, 'E-mail de verificação reenviado');
  const confirm = useUserAction(
    confirmUserEmail,
    'Email confirmado com sucesso!',
    'Falha ao confirmar email',
  );
  const headingId = `usuario-${user.id}`;
  return (
    <li className={styles.record} aria-labelledby={headingId}>
      <div className={styles.recordHead}>
        <div>
          <h2 id={headingId} className={styles.recordTitle}>
            {user.name}
          </h2>
          <p className={styles.muted}>
            {user.email} · @{user.username}
          </p>
        </div>
        <span className={styles.pill}>{ACCESS_LEVEL_LABELS[user.nivelacesso]}</span>
      </div>
      <dl className={styles.facts}>
        <Fact label="Plano">{planText(user)}</Fact>
        <Fact label="Expira em">{expiryText(user)}</Fact>
        <Fact label="Origem">
          {user.origemassinatura
            ? (ORIGIN_LABELS[user.origemassinatura] ?? user.origemassinatura)
            : '—'}
        </Fact>
        <Fact label="Downloads (mês / total)">
          {user.downloadsThisMonth} / {user.downloadsTotal}
        </Fact>
        <Fact label="Favoritas">{user.favorites}</Fact>
        <Fact label="Compras">{user.purchases}</Fact>
        <Fact label="Sessões abertas">{user.sessions}</Fact>
        <Fact label="E-mail">{user.emailVerified ? 'Verificado' : 'Não verificado'}</Fact>
        <Fact label="Cadastro">{formatDatePtBR(user.createdAt)}</Fact>
      </dl>
      <div className={styles.actions}>
        <GrantPremiumDialog user={user} />
        {isAdmin && !isSelf ? <LevelDialog user={user} /> : null}
        {user.emailVerified
          ? null
          : [
              { label: 'Reenviar verificação', action: resend },
              { label: 'Confirmar email', action: confirm },
            ].map(({ label, action }) => (
              <Button
                key={label}
                size="sm"
                tone="secondary"
                disabled={action.isPending}
                onClick={() => action.mutate({ id: user.id })}
              >
                {label}
              </Button>
            ))}
        <EndSessionsDialog user={user} />
      </div>
    </li>
  );
}

const LEVEL_OPTIONS = ACCESS_LEVELS.map((level) => ({
  value: level,
  label: ACCESS_LEVEL_LABELS[level],
}));

function LevelDialog({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const [level, setLevel] = useState<string>(user.nivelacesso);
  const change = useUserAction(changeUserLevel, 'Nível de acesso alterado');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (details.open) setLevel(user.nivelacesso);
      }}
    >
      <Dialog.Trigger asChild>
        <Button size="sm" tone="secondary">
          Alterar nível
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup size="sm">
        <Dialog.Title>Nível de acesso de {user.name}</Dialog.Title>
        <Dialog.CloseTrigger />
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(
              { id: user.id, nivelacesso: level as AdminUser['nivelacesso'] },
              { onSuccess: () => setOpen(false) },
            );
          }}
        >
          <Select
            label="Nível de acesso"
            options={LEVEL_OPTIONS}
            value={level}
            onValueChange={setLevel}
          />
          <div className={styles.dialogActions}>
            <Button type="submit" disabled={change.isPending || level === user.nivelacesso}>
              Salvar nível
            </Button>
          </div>
        </form>
      </Dialog.Popup>
    </Dialog.Root>
  );
}

const MODE_OPTIONS = [
  { value: 'days', label: 'Por alguns dias' },
  { value: 'until', label: 'Até uma data' },
  { value: 'lifetime', label: 'Vitalício' },
];
const PLAN_OPTIONS = MANUAL_PLANS.map((plan) => ({ value: plan, label: planTypeLabel(plan) }));

function GrantPremiumDialog({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState('days');
  const [plan, setPlan] = useState<string>('mensal');
  const [days, setDays] = useState('30');
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const grant = useUserAction(grantPremium, 'Premium concedido');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    let body: PremiumGrantBody;
    if (mode === 'lifetime') body = { mode: 'lifetime', reason };
    else if (mode === 'until') {
      if (!until) return setError('Escolha a data final');
      // The end of the chosen day in São Paulo.
      body = {
        mode: 'until',
        plan: plan as ManualPlan,
        until: new Date(`${until}T23:59:59-03:00`).toISOString(),
        reason,
      };
    } else {
      body = {
        mode: 'days',
        plan: plan as ManualPlan,
        days: Number(days),
        reason,
      };
    }
    grant.mutate({ id: user.id, grant: body }, { onSuccess: () => setOpen(false) });
  };

  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm">Dar Premium</Button>
      </Dialog.Trigger>
      <Dialog.Popup size="sm">
        <Dialog.Title>Dar Premium a {user.name}</Dialog.Title>
        <Dialog.Description>
          Dias somam ao fim do plano atual, se ele ainda vale. O motivo fica no registro de
          auditoria.
        </Dialog.Description>
        <Dialog.CloseTrigger />
        <form className={styles.form} onSubmit={submit}>
          <Select label="Duração" options={MODE_OPTIONS} value={mode} onValueChange={setMode} />
          {mode === 'lifetime' ? null : (
            <Select label="Plano" options={PLAN_OPTIONS} value={plan} onValueChange={setPlan} />
          )}
          {mode === 'days' ? (
            <TextField
              label="Dias"
              type="number"
              min={1}
              max={GRANT_DAYS_MAX}
              required
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
          ) : null}
          {mode === 'until' ? (
            <TextField
              label="Até (inclusive)"
              type="date"
              required
              value={until}
              onChange={(event) => setUntil(event.target.value)}
            />
          ) : null}
          <TextField
            label="Motivo"
            required
            maxLength={GRANT_REASON_MAX}
            hint="Ex.: cortesia para o pastor da igreja parceira"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          {error || grant.error ? (
            <p role="alert" className={styles.muted}>
              {error ?? grant.error?.message}
            </p>
          ) : null}
          <div className={styles.dialogActions}>
            <Button type="submit" disabled={grant.isPending}>
              Conceder Premium
            </Button>
          </div>
        </form>
      </Dialog.Popup>
    </Dialog.Root>
  );
}

function EndSessionsDialog({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState(false);
  const end = useUserAction(endUserSessions, 'Sessões encerradas');
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Dialog.Trigger asChild>
        <Button size="sm" tone="ghost" disabled={user.sessions === 0}>
          Encerrar sessões
        </Button>
      </Dialog.Trigger>
      <Dialog.Popup size="sm">
        <Dialog.Title>Encerrar as sessões de {user.name}?</Dialog.Title>
        <Dialog.Description>
          A conta sai de todos os aparelhos ({user.sessions}) e precisa entrar de novo.
        </Dialog.Description>
        <Dialog.CloseTrigger />
        <div className={styles.dialogActions}>
          <Button
            tone="primary"
            disabled={end.isPending}
            onClick={() => end.mutate({ id: user.id }, { onSuccess: () => setOpen(false) })}
          >
            Encerrar sessões
          </Button>
        </div>
      </Dialog.Popup>
    </Dialog.Root>
  );
}
