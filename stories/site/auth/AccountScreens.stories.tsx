import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { EmailVerifyPage } from '../../../site/src/features/auth/components/email-verify-page';
import { PasswordForgotPage } from '../../../site/src/features/auth/components/password-forgot-page';
import { PasswordResetPage } from '../../../site/src/features/auth/components/password-reset-page';
import { sessionHandlers } from '../../msw/handlers/session';
import { withSite } from '../support/site-story';

const meta = {
  title: 'Site/Conta/Senha e email',
  component: PasswordForgotPage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/password/forgot' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'));
  },
} satisfies Meta<typeof PasswordForgotPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ForgotSent: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/supabase/reset-password', () =>
        HttpResponse.json({ success: true, message: 'ok' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'secretaria@igreja.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link de recuperação' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Email de recuperação enviado!',
    );
  },
};

export const ForgotFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('/api/auth/supabase/reset-password', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'secretaria@igreja.org');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link de recuperação' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Falha na conexão. Verifique sua conexão com a internet e tente novamente.',
    );
  },
};

export const ResetWithoutToken: Story = {
  render: () => <PasswordResetPage />,
  parameters: { route: '/password/reset' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Link de redefinição inválido ou expirado',
    );
  },
};

export const ResetExpiredToken: Story = {
  render: () => <PasswordResetPage />,
  parameters: { route: '/password/reset?token=abc' },
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/auth/supabase/update-password', () =>
        HttpResponse.json({ message: 'Link inválido ou expirado.' }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nova senha'), 'louvor2026');
    await userEvent.type(canvas.getByLabelText('Confirmar nova senha'), 'louvor2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Link inválido ou expirado.');
  },
};

export const VerifyEmail: Story = {
  render: () => <EmailVerifyPage />,
  parameters: { route: '/email/verify' },
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('free'),
      http.post('/api/email-verification/verify', () =>
        HttpResponse.json({ success: true, message: 'Email verificado' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const code = await canvas.findByRole('textbox', { name: 'Código de verificação' });
    await userEvent.type(code, '12a');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await canvas.findByText('O código deve ter 6 dígitos');
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'E-mail verificado com sucesso',
    );
  },
};
