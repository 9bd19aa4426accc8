import { vars } from '@arte-gospel/ui/theme';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import * as styles from '../../components/money.css';
import { money } from '../../components/money-labels';

// The finance chart (issue 19): sales as bars, refunds and chargebacks as lines, in R$ per
// period. uPlot (STACK.md) is loaded with this page only; the numbers are in the table
// beside it, so the chart itself is hidden from screen readers.

export interface FinanceSeries {
  /** The whole period shown, in seconds (the x axis spans it even when few days have data). */
  range: [number, number];
  /** Each period's middle, in seconds. */
  x: number[];
  sales: number[];
  refunds: number[];
  chargebacks: number[];
}

/** A theme colour's value (canvas cannot draw a CSS variable). */
function themeColor(element: HTMLElement, variable: string, fallback: string): string {
  const name = variable.match(/^var\((--[^,)]+)/)?.[1];
  const value = name ? getComputedStyle(element).getPropertyValue(name).trim() : '';
  return value || fallback;
}

export function FinanceChart({ series, byMonth }: { series: FinanceSeries; byMonth: boolean }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const color = (variable: string, fallback: string) => themeColor(element, variable, fallback);
    const brand = color(vars.color.brand, '#4F46E5');
    const danger = color(vars.color.danger, '#DC2626');
    const warning = color(vars.color.warning, '#D97706');
    const muted = color(vars.color.textMuted, '#4B5563');
    const grid = color(vars.color.border, '#E5E7EB');
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const reais = (_u: uPlot, values: number[]) => values.map((value) => money(value * 100));
    const dateText = new Intl.DateTimeFormat(
      'pt-BR',
      byMonth
        ? { month: 'short', year: '2-digit', timeZone: 'America/Sao_Paulo' }
        : { day: '2-digit', month: '2-digit', timeZone: 'America/Sao_Paulo' },
    );
    const width = () => Math.max(280, element.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 260,
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true, auto: false },
          y: { range: (_u, _min, max) => [0, Math.max(10, max * 1.1)] },
        },
        axes: [
          {
            ...axis,
            values: (_u, ticks) => ticks.map((tick) => dateText.format(new Date(tick * 1000))),
          },
          { ...axis, size: 104, values: reais },
        ],
        series: [
          {},
          {
            label: 'Vendas',
            stroke: brand,
            fill: `${brand}99`,
            paths: uPlot.paths.bars?.({ size: [0.6, 48] }),
            points: { show: false },
          },
          { label: 'Reembolsos', stroke: warning, width: 2 },
          { label: 'Chargebacks', stroke: danger, width: 2, dash: [6, 4] },
        ],
      },
      [series.x, series.sales, series.refunds, series.chargebacks],
      element,
    );
    // The whole period asked for, not only the days with money (uPlot ranges x by its data).
    plot.setScale('x', { min: series.range[0], max: series.range[1] });
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: 260 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [series, byMonth]);
  return <div ref={frame} className={styles.chart} aria-hidden="true" />;
}
