import { EXPIRY_BANNER_TEXTS } from '@arte-gospel/domain';
import { ExpiryBanner, type ExpiryBannerTone } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

interface ExpiryBannerArgs {
  tone: ExpiryBannerTone;
  message: string;
}

const meta = {
  title: 'Conta/ExpiryBanner',
  args: {
    tone: 'amber',
    message: EXPIRY_BANNER_TEXTS.expiresIn.replace('{n}', '5'),
  },
  argTypes: { tone: { control: 'inline-radio', options: ['red', 'amber', 'blue'] } },
  render: ({ tone, message }) => (
    <ExpiryBanner.Root tone={tone}>
      <ExpiryBanner.Icon />
      <ExpiryBanner.Message>{message}</ExpiryBanner.Message>
      <ExpiryBanner.Action />
    </ExpiryBanner.Root>
  ),
} satisfies Meta<ExpiryBannerArgs>;

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

/** `asChild` styles the caller's own link (the site's router link) as the action. */
export const OwnLink: Story = {
  render: ({ tone, message }) => (
    <ExpiryBanner.Root tone={tone}>
      <ExpiryBanner.Icon />
      <ExpiryBanner.Message>{message}</ExpiryBanner.Message>
      <ExpiryBanner.Action asChild>
        <a href="/planos?origem=aviso">Renovar agora</a>
      </ExpiryBanner.Action>
    </ExpiryBanner.Root>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Renovar agora' });
    await expect(link).toHaveAttribute('href', '/planos?origem=aviso');
    await expect(link).toHaveStyle({ borderRadius: '9999px' });
  },
};

export const Blue: Story = {
  args: { tone: 'blue', message: 'Sua assinatura Premium está ativa.' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
