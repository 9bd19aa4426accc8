import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GospelCalendarPage } from '../../../site/src/features/gospel-calendar/components/gospel-calendar-page';
import { withSite } from '../support/site-story';

// /calendario-gospel from noon in Brazil on Monday 30 November 2026. The days are a printed
// calendar's: first Sundays 6 December 2026 and 3 January 2027, Natal on a Friday.
const NOW = new Date('2026-11-30T15:00:00Z');

const meta = {
  title: 'Site/Calendário Gospel/GospelCalendarPage',
  component: GospelCalendarPage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/calendario-gospel' },
  args: { now: NOW },
} satisfies Meta<typeof GospelCalendarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: ReturnType<typeof within>, name: string, index = 0) =>
  within(canvas.getAllByRole('article', { name })[index] as HTMLElement);

export const TwelveMonths: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Calendário Gospel' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Em breve')).toBeNull();
    const months = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(months).toEqual([
      'Dezembro de 2026',
      'Janeiro de 2027',
      'Fevereiro de 2027',
      'Março de 2027',
      'Abril de 2027',
      'Maio de 2027',
      'Junho de 2027',
      'Julho de 2027',
      'Agosto de 2027',
      'Setembro de 2027',
      'Outubro de 2027',
      'Novembro de 2027',
      'Datas da sua igreja',
    ]);
    // Santa Ceia on the first Sunday, announced from today (its week has begun).
    const ceia = card(canvas, 'Santa Ceia');
    await expect(ceia.getByText('Domingo, 6 de dezembro: faltam 6 dias')).toBeVisible();
    await expect(ceia.getByText('Divulgue a partir de hoje')).toBeVisible();
    await expect(ceia.getByText('Lembrete: sábado, 5 de dezembro')).toBeVisible();
    // Natal three weeks ahead.
    const natal = card(canvas, 'Natal');
    await expect(natal.getByText('Sexta-feira, 25 de dezembro: faltam 25 dias')).toBeVisible();
    await expect(natal.getByText('Divulgue a partir de sexta-feira, 4 de dezembro')).toBeVisible();
    await expect(natal.getByRole('link', { name: 'Ver artes do Natal' })).toHaveAttribute(
      'href',
      '/categorias/natal',
    );
    await expect(card(canvas, 'Páscoa').getByText(/^Domingo, 28 de março/)).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(20);
    const church = within(canvas.getByRole('region', { name: 'Datas da sua igreja' }));
    await expect(
      church.getByRole('link', { name: 'Artes do Aniversário da Igreja' }),
    ).toHaveAttribute('href', '/categorias/aniversario-da-igreja');
    await expect(church.getByRole('link', { name: 'Artes da Vigília' })).toBeVisible();
  },
};

// On the day itself: 'É hoje', no reminder left.
export const OnTheDay: Story = {
  args: { now: new Date('2026-12-25T13:00:00Z') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const natal = card(canvas, 'Natal');
    await expect(natal.getByText('É hoje, sexta-feira, 25 de dezembro')).toBeVisible();
    await expect(natal.getByText('Divulgue a partir de hoje')).toBeVisible();
    await expect(natal.queryByText(/^Lembrete/)).toBeNull();
  },
};

export const Phone390: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(card(canvas, 'Natal').getByRole('link')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
