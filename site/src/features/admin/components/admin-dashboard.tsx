import { type AdminSummary, formatBRL, hasStaffRole } from '@arte-gospel/domain';
import { Spinner } from '@arte-gospel/ui';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { userQueryOptions } from '../../../lib/session-query';
import { useAdminSummary } from '../api/get-admin-summary';
import { ReportsQueue } from '../reports/components/reports-queue';
import * as styles from './admin.css';
import { adminPagesFor } from './admin-pages';
import * as people from './people.css';
import { QueryErrorAlert } from './query-error-alert';
import { ACCESS_LEVEL_LABELS } from './staff-labels';

/**
 * /admin (issue 19): what each level needs first — for suporte the open reports (the queue
 * itself: suporte opens no other admin page, platform §6.3), for designer_adm the arts
 * waiting, for admin today's sales, sign-ups and errors — then the admin pages the level
 * may open.
 */
export function AdminDashboard() {
  const query = useQuery(userQueryOptions);
  if (query.isPending) return <Spinner label="Carregando..." />;
  const user = query.data;
  const level = user?.nivelacesso ?? '';
  const pages = adminPagesFor(level);
  const isManager = hasStaffRole(user, 'publishers');
  return (
    <>
      <header>
        <h1 className={styles.title}>Painel administrativo</h1>
        <p className={styles.muted}>
          {user?.name ? `${user.name} · ` : ''}
          {ACCESS_LEVEL_LABELS[level as keyof typeof ACCESS_LEVEL_LABELS] ?? level}
        </p>
      </header>
      {isManager ? <SummaryFigures /> : <ReportsQueue />}
      {pages.length === 0 ? null : (
        <section className={people.section} aria-labelledby="areas-admin">
          <h2 id="areas-admin" className={people.sectionTitle}>
            Áreas administrativas
          </h2>
          <ul className={styles.grid} aria-label="Áreas administrativas">
            {pages.map((page) => (
              <li key={page.slug}>
                <Link href={paths.adminPage.href(page.slug)} className={styles.card}>
                  <span className={styles.cardTitle}>{page.title}</span>
                  <span className={styles.muted}>{page.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function Figure({ label, value, link }: { label: string; value: string; link?: [string, string] }) {
  return (
    <li className={people.figure}>
      <span className={people.factLabel}>{label}</span>
      <span className={people.figureValue}>{value}</span>
      {link ? (
        <Link href={link[0]} className={people.figureLink}>
          {link[1]}
        </Link>
      ) : null}
    </li>
  );
}

const number = (value: number) => value.toLocaleString('pt-BR');

/** admin: today's figures; admin and designer_adm: the arts waiting and the open reports. */
function SummaryFigures() {
  const summary = useAdminSummary();
  if (summary.isPending) return <Spinner label="Carregando resumo..." />;
  if (summary.isError) {
    return (
      <QueryErrorAlert
        title="Não foi possível carregar o resumo"
        error={summary.error}
        retry={() => void summary.refetch()}
      />
    );
  }
  return <Figures summary={summary.data} />;
}

function Figures({ summary }: { summary: AdminSummary }) {
  const { today, arts, openReports } = summary;
  const artsLink: [string, string] = [paths.adminPage.href('artes'), 'Abrir artes'];
  return (
    <>
      {today ? (
        <section className={people.section} aria-labelledby="resumo-hoje">
          <h2 id="resumo-hoje" className={people.sectionTitle}>
            Hoje
          </h2>
          <ul className={people.figures} aria-label="Números de hoje">
            <Figure
              label="Vendas"
              value={`${number(today.sales)} · ${formatBRL(today.salesCents / 100)}`}
              link={[paths.adminPage.href('financeiro'), 'Abrir financeiro']}
            />
            <Figure
              label="Cadastros"
              value={number(today.signUps)}
              link={[paths.adminPage.href('usuarios'), 'Abrir usuários']}
            />
            <Figure
              label="Erros de webhook"
              value={number(today.errors)}
              link={[paths.adminPage.href('webhooks'), 'Abrir webhooks']}
            />
          </ul>
        </section>
      ) : null}
      <section className={people.section} aria-labelledby="resumo-espera">
        <h2 id="resumo-espera" className={people.sectionTitle}>
          Esperando a equipe
        </h2>
        <ul className={people.figures} aria-label="Esperando a equipe">
          {arts ? (
            <>
              <Figure label="Artes não publicadas" value={number(arts.hidden)} link={artsLink} />
              <Figure label="Artes agendadas" value={number(arts.scheduled)} link={artsLink} />
            </>
          ) : null}
          <Figure
            label="Denúncias abertas"
            value={number(openReports)}
            link={[paths.adminPage.href('denuncias'), 'Abrir denúncias']}
          />
        </ul>
      </section>
    </>
  );
}
