import type { AnalyticsDay } from '@arte-gospel/domain';
import { vars } from '@arte-gospel/ui/theme';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import * as styles from './analytics.css';

// The analytics' daily chart (issue 19): sign-ups, sales and downloads on the left scale,
// art views on the right one (they run to hundreds). uPlot (STACK.md) loads with this chart
// only; the same numbers are in the table beside it, so the canvas is hidden from screen
// readers.

/** A theme colour's value (a canvas cannot draw a CSS variable). */
function themeColor(element: HTMLElement, variable: string, fallback: string): string {
  const name = variable.match(/^var\((--[^,)]+)/)?.[1];
  const value = name ? getComputedStyle(element).getPropertyValue(name).trim() : '';
  return value || fallback;
}

const HEIGHT = 260;
const dayText = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

export function DailyChart({ daily }: { daily: readonly AnalyticsDay[] }) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const color = (variable: string, fallback: string) => themeColor(element, variable, fallback);
    const muted = color(vars.color.textMuted, '#4B5563');
    const grid = color(vars.color.border, '#E5E7EB');
    const axis = { stroke: muted, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const whole = (_u: uPlot, ticks: number[]) =>
      ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : ''));
    const width = () => Math.max(260, element.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        legend: { show: true, live: false },
        cursor: { drag: { x: false, y: false } },
        scales: {
          x: { time: true },
          y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
          views: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] },
        },
        axes: [
          {
            ...axis,
            values: (_u, ticks) => ticks.map((tick) => dayText.format(new Date(tick * 1000))),
          },
          { ...axis, values: whole },
          { ...axis, scale: 'views', side: 1, grid: { show: false }, values: whole },
        ],
        series: [
          {},
          { label: 'Cadastros', stroke: color(vars.color.brand, '#4F46E5'), width: 2 },
          { label: 'Compras', stroke: color(vars.color.success, '#16A34A'), width: 2 },
          { label: 'Downloads', stroke: color(vars.color.premium, '#D97706'), width: 2 },
          {
            label: 'Visualizações',
            scale: 'views',
            stroke: muted,
            width: 1,
            dash: [6, 4],
          },
        ],
      },
      [
        daily.map((entry) => Date.parse(`${entry.day}T12:00:00-03:00`) / 1000),
        daily.map((entry) => entry.signups),
        daily.map((entry) => entry.purchases),
        daily.map((entry) => entry.downloads),
        daily.map((entry) => entry.views),
      ],
      element,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [daily]);
  return <div ref={frame} className={styles.chart} aria-hidden="true" />;
}
