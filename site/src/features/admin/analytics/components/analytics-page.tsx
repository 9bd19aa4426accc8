import {
  ANALYTICS_DEFAULT_PERIOD,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  type AnalyticsResponse,
  artPath,
} from '@arte-gospel/domain';
import { EmptyState, Select, Spinner } from '@arte-gospel/ui';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import * as adminStyles from '../../components/admin.css';
import { QueryStates } from '../../components/query-error-alert';
import { useAnalytics } from '../api/get-analytics';
import * as styles from './analytics.css';

// uPlot loads with the chart, after the numbers (it is this page's only heavy part).
const DailyChart = lazy(async () => ({
  default: (await import('./daily-chart')).DailyChart,
}));

const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((days) => ({
  value: days,
  label: `Últimos ${days} dias`,
}));

/** The provider's events as staff read them. */
const EVENT_LABELS: Readonly<Record<string, string>> = {
  PURCHASE_APPROVED: 'Compra aprovada',
  PURCHASE_COMPLETE: 'Compra concluída (garantia encerrada)',
  PURCHASE_REFUNDED: 'Reembolso',
  PURCHASE_CHARGEBACK: 'Chargeback',
  PURCHASE_CANCELED: 'Compra cancelada',
  SUBSCRIPTION_CANCELLATION: 'Assinatura cancelada',
  PURCHASE_DELAYED: 'Pagamento atrasado',
  PURCHASE_PROTEST: 'Contestação',
  PURCHASE_EXPIRED: 'Compra expirada',
  PURCHASE_BILLET_PRINTED: 'Boleto impresso',
  approved: 'Compra aprovada (formato antigo)',
  renewed: 'Renovação (formato antigo)',
  refunded: 'Reembolso (formato antigo)',
  chargeback: 'Chargeback (formato antigo)',
  cancelled: 'Cancelamento (formato antigo)',
};

const NO_SOURCE = 'Sem origem (acesso direto)';
const count = new Intl.NumberFormat('pt-BR');

/** 'dd/mm' of a YYYY-MM-DD day, 'dd/mm/aaaa' with the year. */
function dayText(day: string, withYear = false): string {
  const [year, month, date] = day.split('-');
  return withYear ? `${date}/${month}/${year}` : `${date}/${month}`;
}

/** /admin/analytics (issue 19, admin only): what people do on the site, by day and by source. */
export function AnalyticsPage() {
  const [days, setDays] = useState<AnalyticsPeriod>(ANALYTICS_DEFAULT_PERIOD);
  const analytics = useAnalytics(days);

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={adminStyles.title}>Analytics</h1>
        <p className={styles.muted}>
          Cadastros, compras, downloads e visualizações por dia (horário de Brasília), de onde
          vieram as pessoas, as artes e categorias mais procuradas e o que foi buscado.
        </p>
      </header>
      <form
        className={styles.toolbar}
        aria-label="Período"
        onSubmit={(event) => event.preventDefault()}
      >
        <Select
          className={styles.field}
          label="Período"
          options={PERIOD_OPTIONS}
          value={days}
          onValueChange={(value) => setDays(value as AnalyticsPeriod)}
        />
      </form>
      <QueryStates
        query={analytics}
        loading="Carregando o analytics..."
        error="Não foi possível carregar o analytics"
      >
        {(data) => <AnalyticsReport report={data} />}
      </QueryStates>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <li className={styles.figure}>
      <span className={styles.figureLabel}>{label}</span>
      <span className={styles.figureValue}>{count.format(value)}</span>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

interface Column<T> {
  header: string;
  numeric?: boolean;
  /** A short value that never wraps (a day). */
  short?: boolean;
  cell: (row: T) => ReactNode;
}

/** A table of figures with a caption; `empty` says what an empty period means. */
function FigureTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  tall = false,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  empty: string;
  tall?: boolean;
}) {
  if (rows.length === 0) return <p className={styles.muted}>{empty}</p>;
  return (
    <section
      className={tall ? styles.tallTableFrame : styles.tableFrame}
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={column.numeric ? styles.headNumberCell : styles.headCell}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, i) =>
                i === 0 ? (
                  <th
                    key={column.header}
                    scope="row"
                    className={column.short ? styles.dayCell : styles.textCell}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.header}
                    className={column.numeric ? styles.numberCell : styles.textCell}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const number = (value: number) => count.format(value);

function AnalyticsReport({ report }: { report: AnalyticsResponse }) {
  const { totals } = report;
  const period = `${dayText(report.from, true)} a ${dayText(report.to, true)}`;
  const nothing =
    totals.signups + totals.purchases + totals.downloads + totals.views === 0 &&
    report.topSearches.length === 0;
  return (
    <>
      <ul className={styles.figures} aria-label={`Totais de ${period}`}>
        <Figure label="Cadastros" value={totals.signups} />
        <Figure label="Compras" value={totals.purchases} />
        <Figure label="Downloads" value={totals.downloads} />
        <Figure label="Visualizações de artes" value={totals.views} />
      </ul>
      {nothing ? (
        <EmptyState
          title="Nada registrado neste período"
          description={`Nenhum cadastro, compra, download, visualização ou busca de ${period}. Escolha um período maior.`}
        />
      ) : null}
      <Section title="Por dia">
        <div className={styles.chartAndTable}>
          <Suspense fallback={<Spinner label="Carregando o gráfico..." />}>
            <DailyChart daily={report.daily} />
          </Suspense>
          <FigureTable
            caption={`Números por dia, ${period}. Compras: aprovações e renovações aplicadas.`}
            tall
            rows={[...report.daily].reverse()}
            rowKey={(row) => row.day}
            empty="Sem dias no período."
            columns={[
              { header: 'Dia', short: true, cell: (row) => dayText(row.day) },
              { header: 'Cadastros', numeric: true, cell: (row) => number(row.signups) },
              { header: 'Compras', numeric: true, cell: (row) => number(row.purchases) },
              { header: 'Downloads', numeric: true, cell: (row) => number(row.downloads) },
              { header: 'Visualizações', numeric: true, cell: (row) => number(row.views) },
            ]}
          />
        </div>
      </Section>
      <div className={styles.pair}>
        <Section title="Por origem">
          <FigureTable
            caption="Origem do cadastro: utm_source, src ou sck do link de entrada. Origem da compra: sck ou src do link de pagamento."
            rows={report.sources}
            rowKey={(row) => row.source ?? ''}
            empty="Nenhum cadastro ou compra no período."
            columns={[
              { header: 'Origem', cell: (row) => row.source ?? NO_SOURCE },
              { header: 'Cadastros', numeric: true, cell: (row) => number(row.signups) },
              { header: 'Compras', numeric: true, cell: (row) => number(row.purchases) },
            ]}
          />
        </Section>
        <Section title="Eventos de compra aplicados">
          <FigureTable
            caption="Eventos do provedor de pagamentos que mudaram uma conta no período."
            rows={report.purchasesByEvent}
            rowKey={(row) => row.event}
            empty="Nenhum evento de compra aplicado no período."
            columns={[
              { header: 'Evento', cell: (row) => EVENT_LABELS[row.event] ?? row.event },
              { header: 'Quantidade', numeric: true, cell: (row) => number(row.count) },
            ]}
          />
        </Section>
      </div>
      <div className={styles.pair}>
        <Section title="Artes mais baixadas">
          <FigureTable
            caption="Por downloads no período, depois por visualizações."
            rows={report.topArts}
            rowKey={(row) => String(row.id)}
            empty="Nenhuma arte baixada ou vista no período."
            columns={[
              {
                header: 'Arte',
                cell: (row) => (
                  <a className={styles.link} href={artPath(row)}>
                    {row.title}
                  </a>
                ),
              },
              { header: 'Downloads', numeric: true, cell: (row) => number(row.downloads) },
              { header: 'Visualizações', numeric: true, cell: (row) => number(row.views) },
            ]}
          />
        </Section>
        <Section title="Categorias mais procuradas">
          <FigureTable
            caption="Downloads e visualizações das artes de cada categoria no período."
            rows={report.topCategories}
            rowKey={(row) => String(row.id ?? 'sem-categoria')}
            empty="Nenhuma arte baixada ou vista no período."
            columns={[
              { header: 'Categoria', cell: (row) => row.name },
              { header: 'Downloads', numeric: true, cell: (row) => number(row.downloads) },
              { header: 'Visualizações', numeric: true, cell: (row) => number(row.views) },
            ]}
          />
        </Section>
      </div>
      <div className={styles.pair}>
        <Section title="Buscas mais feitas">
          <FigureTable
            caption="Buscas na listagem de artes, sem acentos nem maiúsculas; resultados da última vez."
            rows={report.topSearches}
            rowKey={(row) => row.query}
            empty="Nenhuma busca no período."
            columns={[
              { header: 'Busca', cell: (row) => row.query },
              { header: 'Buscas', numeric: true, cell: (row) => number(row.searches) },
              { header: 'Resultados', numeric: true, cell: (row) => number(row.results) },
            ]}
          />
        </Section>
        <Section title="Buscas sem resultado">
          <FigureTable
            caption="O que as pessoas procuraram e não encontraram: artes a criar."
            rows={report.emptySearches}
            rowKey={(row) => row.query}
            empty="Nenhuma busca ficou sem resultado no período."
            columns={[
              { header: 'Busca', cell: (row) => row.query },
              { header: 'Buscas', numeric: true, cell: (row) => number(row.searches) },
            ]}
          />
        </Section>
      </div>
    </>
  );
}
