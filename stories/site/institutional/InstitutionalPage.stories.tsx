import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InstitutionalPage } from '../../../site/src/features/institutional/components/institutional-page';
import { withSite } from '../support/site-story';

const meta = {
  title: 'Site/Institucional/InstitutionalPage',
  component: InstitutionalPage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InstitutionalPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('heading', { level: 1, name });

export const Sobre: Story = {
  parameters: { route: '/sobre' },
  play: async ({ canvasElement }) => {
    await expect(
      heading(canvasElement, 'Arte Gospel: design para igrejas e ministérios'),
    ).toBeVisible();
    const canvas = within(canvasElement);
    await expect(canvas.getByText('5000+')).toBeVisible();
    await expect(canvas.getByText('10+')).toBeVisible();
    await expect(canvas.getByText('24/7')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explorar artes' })).toHaveAttribute(
      'href',
      '/artes',
    );
  },
};

export const Duvidas: Story = {
  parameters: { route: '/duvidas' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvasElement, 'Dúvidas frequentes')).toBeVisible();
    await userEvent.click(canvas.getByText('Existe um plano gratuito?'));
    await expect(canvas.getByText(/10 downloads mensais/)).toBeVisible();
    await userEvent.click(canvas.getByText('Existe garantia?'));
    await expect(canvas.getByText(/7 dias de garantia/)).toBeVisible();
    await userEvent.click(canvas.getByText('Posso parcelar o plano anual?'));
    await expect(canvas.getByText(/até 12x/)).toBeVisible();
    await userEvent.click(canvas.getByText('Quais são as formas de pagamento?'));
    await expect(canvas.getByText('Cartão de crédito, Pix ou boleto.')).toBeVisible();
    await userEvent.click(canvas.getByText('Posso cancelar quando quiser?'));
    await expect(canvas.getByText(/até o fim do período contratado/)).toBeVisible();
  },
};

export const Termos: Story = {
  parameters: { route: '/termos' },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Termos de uso')).toBeVisible();
    await expect(
      within(canvasElement).getByText(/Última atualização: 1 de novembro de 2026/),
    ).toBeVisible();
  },
};

export const Privacidade: Story = {
  parameters: { route: '/privacidade' },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Política de privacidade')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Seus direitos' }),
    ).toBeVisible();
    await expect(within(canvasElement).getAllByText(/LGPD/).length).toBeGreaterThan(0);
  },
};

export const Colaboradores: Story = {
  parameters: { route: '/colaboradores' },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Seja um designer colaborador')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('link', { name: 'Enviar por email' }),
    ).toHaveAttribute('href', expect.stringContaining('mailto:'));
  },
};

export const Afiliacao: Story = {
  parameters: { route: '/afiliacao' },
  play: async ({ canvasElement }) => {
    await expect(heading(canvasElement, 'Programa de afiliados')).toBeVisible();
    await expect(within(canvasElement).getByText(/provedor de pagamentos/)).toBeVisible();
  },
};

export const Suporte: Story = {
  parameters: { route: '/suporte' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(heading(canvasElement, 'Como podemos ajudar?')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Abrir o WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringContaining('https://wa.me/'),
    );
    await expect(canvas.getByRole('heading', { name: 'Denunciar arquivo' })).toBeVisible();
    await expect(canvas.getByText('Plágio:')).toBeVisible();
  },
};

export const SuporteMobile: Story = {
  ...Suporte,
  globals: { viewport: { value: 'mobile1' } },
};
