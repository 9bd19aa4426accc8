import type { FinanceGrouping, FinanceResponse } from '@arte-gospel/domain';
import { buttonClassName, EmptyState, Select, Spinner, TextField } from '@arte-gospel/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import * as adminStyles from '../../components/admin.css';
import * as styles from '../../components/money.css';
import { money, planName } from '../../components/money-labels';
import { MoneyTable } from '../../components/money-table';
import { QueryStates } from '../../components/query-error-alert';
import { type FinancePeriod, financeCsvHref, useFinance } from '../api/get-finance';
import type { FinanceSeries } from './finance-chart';

// uPlot loads with the chart, after the figures (it is this page's only heavy part).
const FinanceChart = lazy(async () => ({
  default: (await import('./finance-chart')).FinanceChart,
}));

const PRESETS = [
  { value: '7', label: 'Últimos 7 dias' },
  { value: '30', label: 'Últimos 30 dias' },
  { value: '90', label: 'Últimos 90 dias' },
  { value: '365', label: 'Últimos 12 meses' },
  { value: 'mes', label: 'Este mês' },
  { value: 'custom', label: 'Escolher datas' },
];
const GROUPINGS = [
  { value: 'day', label: 'Por dia' },
  { value: 'month', label: 'Por mês' },
];

/** Today in Brazil, YYYY-MM-DD. */
function brazilToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

function presetPeriod(preset: string, groupBy: FinanceGrouping): FinancePeriod {
  const to = brazilToday();
  if (preset === 'mes') return { from: `${to.slice(0, 8)}01`, to, groupBy };
  return { from: daysBefore(to, Number(preset) - 1), to, groupBy };
}

/** 'dd/mm/aaaa' or 'mm/aaaa' for a period key. */
function periodText(period: string): string {
  return period.split('-').reverse().join('/');
}

const seconds = (isoDay: string, time: string) => Date.parse(`${isoDay}T${time}-03:00`) / 1000;

/** The chart's series: each period's BRL amounts in reais, oldest first, over the period asked. */
function chartSeries(report: FinanceResponse): FinanceSeries {
  const { rows, groupBy } = report;
  const byPeriod = new Map<string, { sales: number; refunds: number; chargebacks: number }>();
  for (const row of rows) {
    if (row.currency !== 'BRL') continue;
    const sums = byPeriod.get(row.period) ?? { sales: 0, refunds: 0, chargebacks: 0 };
    sums.sales += row.salesCents / 100;
    sums.refunds += row.refundsCents / 100;
    sums.chargebacks += row.chargebacksCents / 100;
    byPeriod.set(row.period, sums);
  }
  const periods = [...byPeriod.keys()].sort();
  const monthly = groupBy === 'month';
  const start = monthly ? `${report.from.slice(0, 7)}-01` : report.from;
  return {
    // Half a period of margin each side, so the first and last bars are whole.
    range: [
      seconds(start, '00:00:00') - (monthly ? 15 * 86_400 : 43_200),
      seconds(report.to, '23:59:59') + (monthly ? 15 * 86_400 : 43_200),
    ],
    x: periods.map(
      (period) =>
        Date.parse(`${groupBy === 'month' ? `${period}-01` : period}T12:00:00-03:00`) / 1000,
    ),
    sales: periods.map((period) => byPeriod.get(period)!.sales),
    refunds: periods.map((period) => byPeriod.get(period)!.refunds),
    chargebacks: periods.map((period) => byPeriod.get(period)!.chargebacks),
  };
}

/** /admin/financeiro (issue 19, admin only): the money the provider reported, MRR, members. */
export function FinanceiroPage() {
  const [preset, setPreset] = useState('30');
  const [groupBy, setGroupBy] = useState<FinanceGrouping>('day');
  const [custom, setCustom] = useState(() => presetPeriod('30', 'day'));
  const period = preset === 'custom' ? { ...custom, groupBy } : presetPeriod(preset, groupBy);
  const finance = useFinance(period);

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={adminStyles.title}>Financeiro</h1>
        <p className={styles.muted}>
          Vendas, reembolsos e chargebacks informados pelo provedor de pagamentos, pelo dia do
          Brasil. Entregas de teste e simulações não entram nos valores.
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
          options={PRESETS}
          value={preset}
          onValueChange={setPreset}
        />
        {preset === 'custom' ? (
          <>
            <TextField
              className={styles.field}
              label="De"
              type="date"
              required
              max={custom.to}
              value={custom.from}
              onChange={(event) =>
                event.target.value && setCustom((c) => ({ ...c, from: event.target.value }))
              }
            />
            <TextField
              className={styles.field}
              label="Até"
              type="date"
              required
              min={custom.from}
              value={custom.to}
              onChange={(event) =>
                event.target.value && setCustom((c) => ({ ...c, to: event.target.value }))
              }
            />
          </>
        ) : null}
        <Select
          className={styles.field}
          label="Agrupar"
          options={GROUPINGS}
          value={groupBy}
          onValueChange={(value) => setGroupBy(value as FinanceGrouping)}
        />
        <a
          className={buttonClassName({ tone: 'secondary' })}
          href={financeCsvHref(period)}
          download
        >
          Exportar CSV
        </a>
      </form>
      <QueryStates
        query={finance}
        loading="Carregando o financeiro..."
        error="Não foi possível carregar o financeiro"
      >
        {(data) => <FinanceReport report={data} />}
      </QueryStates>
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <li className={styles.figure}>
      <span className={styles.figureLabel}>{label}</span>
      <span className={styles.figureValue}>{value}</span>
    </li>
  );
}

function FinanceReport({ report }: { report: FinanceResponse }) {
  const series = useMemo(() => chartSeries(report), [report]);
  const brl = report.totals.find((total) => total.currency === 'BRL');
  const others = report.totals.filter((total) => total.currency !== 'BRL');
  return (
    <>
      <ul className={styles.figures} aria-label="Resumo">
        <Figure label="MRR (receita mensal recorrente)" value={money(report.mrrCents)} />
        <Figure label="Assinantes ativos" value={String(report.activeSubscribers)} />
        <Figure label="Mensais" value={String(report.subscribers.mensal)} />
        <Figure label="Anuais" value={String(report.subscribers.anual)} />
        <Figure label="Vitalícios" value={String(report.subscribers.vitalicio)} />
        <Figure label={`Vendas (${brl?.sales ?? 0})`} value={money(brl?.salesCents ?? 0)} />
        <Figure label={`Reembolsos (${brl?.refunds ?? 0})`} value={money(brl?.refundsCents ?? 0)} />
        <Figure
          label={`Chargebacks (${brl?.chargebacks ?? 0})`}
          value={money(brl?.chargebacksCents ?? 0)}
        />
      </ul>
      {others.length > 0 ? (
        <p className={styles.muted}>
          Em outras moedas:{' '}
          {others.map((total) => `${money(total.salesCents, total.currency)} em vendas`).join('; ')}
        </p>
      ) : null}
      {report.rows.length === 0 ? (
        <EmptyState
          title="Nenhum movimento neste período"
          description={`Nenhuma venda, reembolso ou chargeback entre ${periodText(report.from)} e ${periodText(report.to)}.`}
        />
      ) : (
        <section className={styles.section} aria-labelledby="financeiro-movimentos">
          <h2 id="financeiro-movimentos" className={styles.sectionTitle}>
            {report.groupBy === 'month' ? 'Por mês e plano' : 'Por dia e plano'}
          </h2>
          <Suspense fallback={<Spinner label="Carregando o gráfico..." />}>
            <FinanceChart series={series} byMonth={report.groupBy === 'month'} />
          </Suspense>
          <FinanceTable report={report} />
        </section>
      )}
    </>
  );
}

function FinanceTable({ report }: { report: FinanceResponse }) {
  const { rows, totals } = report;
  return (
    <MoneyTable
      caption={`Valores de ${periodText(report.from)} a ${periodText(report.to)}`}
      columns={[
        'Período',
        'Plano',
        'Vendas',
        'Valor das vendas',
        'Reembolsos',
        'Valor reembolsado',
        'Chargebacks',
        'Valor em chargebacks',
      ]}
      numberColumns={6}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.period}-${row.plan}-${row.currency}`}>
            <th scope="row" className={styles.cell}>
              {periodText(row.period)}
            </th>
            <td className={styles.cell}>{planName(row.plan)}</td>
            <td className={styles.numberCell}>{row.sales}</td>
            <td className={styles.numberCell}>{money(row.salesCents, row.currency)}</td>
            <td className={styles.numberCell}>{row.refunds}</td>
            <td className={styles.numberCell}>{money(row.refundsCents, row.currency)}</td>
            <td className={styles.numberCell}>{row.chargebacks}</td>
            <td className={styles.numberCell}>{money(row.chargebacksCents, row.currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map((total) => (
          <tr key={total.currency}>
            <th scope="row" className={styles.headCell} colSpan={2}>
              Total{totals.length > 1 ? ` (${total.currency})` : ''}
            </th>
            <td className={styles.headNumberCell}>{total.sales}</td>
            <td className={styles.headNumberCell}>{money(total.salesCents, total.currency)}</td>
            <td className={styles.headNumberCell}>{total.refunds}</td>
            <td className={styles.headNumberCell}>{money(total.refundsCents, total.currency)}</td>
            <td className={styles.headNumberCell}>{total.chargebacks}</td>
            <td className={styles.headNumberCell}>
              {money(total.chargebacksCents, total.currency)}
            </td>
          </tr>
        ))}
      </tfoot>
    </MoneyTable>
  );
}
