import { EXPIRY_BANNER_TEXTS } from '@arte-gospel/domain';
import { ExpiryBanner } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Conta/ExpiryBanner',
  component: ExpiryBanner,
  args: {
    tone: 'amber',
    message: EXPIRY_BANNER_TEXTS.expiresIn.replace('{n}', '5'),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['red', 'amber', 'blue'] } },
} satisfies Meta<typeof ExpiryBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ExpiringSoon: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('status', { name: 'Aviso de assinatura' });
    await expect(banner).toHaveAttribute('data-tone', 'amber');
    await expect(banner).toHaveTextContent(
      'Sua assinatura Premium expira em 5 dia(s). Renove agora para não perder o acesso.',
    );
    await expect(canvas.getByRole('link', { name: 'Renovar' })).toHaveAttribute('href', '/planos');
  },
};

export const LastDay: Story = {
  args: { tone: 'red', message: EXPIRY_BANNER_TEXTS.expiresIn.replace('{n}', '0') },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('alert');
    await expect(banner).toHaveAttribute('data-tone', 'red');
  },
};

export const ExpiredSite: Story = {
  args: { tone: 'red', message: EXPIRY_BANNER_TEXTS.expiredSite },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Sua assinatura Premium expirou. Renove agora para continuar acessando todos os benefícios.',
    );
  },
};

export const ExpiredPanel: Story = {
  args: { tone: 'red', message: EXPIRY_BANNER_TEXTS.expiredPanel },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Sua assinatura Premium expirou. Renove agora para restaurar seu acesso.',
    );
  },
};

export const Blue: Story = {
  args: { tone: 'blue', message: 'Sua assinatura Premium está ativa.' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
