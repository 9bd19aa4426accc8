import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EmailVerifyPage } from '../../../site/src/features/auth/components/email-verify-page';
import { PasswordForgotPage } from '../../../site/src/features/auth/components/password-forgot-page';
import { PasswordResetPage } from '../../../site/src/features/auth/components/password-reset-page';
import { toastQueue } from '../../../site/src/lib/toast';
import { users } from '../../msw/fixtures/users';
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

// The link of the verification email (issue 16): a token of 43 base64url characters.
const LINK_TOKEN = 'Vq3xE0kLr9Yb2TzWc8HnPa5JdUf7Gs1Mo4Ri6Kp0XyZ';
const postedLinks: unknown[] = [];
const USED_LINK_MESSAGE =
  'Este link de verificação já foi usado ou expirou. Peça um novo email de verificação.';

/** Opened signed out: the token is posted once and the page says it worked. */
export const VerifyEmailLink: Story = {
  render: () => <EmailVerifyPage />,
  parameters: { route: `/email/verify?token=${LINK_TOKEN}` },
  beforeEach({ msw }) {
    postedLinks.splice(0);
    msw.use(
      http.post('/api/email-verification/verify-link', async ({ request }) => {
        postedLinks.push(await request.json());
        return HttpResponse.json({ success: true, message: 'E-mail verificado com sucesso' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The spinner while the token is posted, then the answer.
    await expect(await canvas.findByText('E-mail verificado com sucesso')).toBeVisible();
    await expect(postedLinks).toEqual([{ token: LINK_TOKEN }]);
    await expect(canvas.getByRole('link', { name: 'Entrar na minha conta' })).toHaveAttribute(
      'href',
      '/auth?tab=login',
    );
  },
};

/** A used or expired link, signed in: the reason in pt-BR and the resend, which says it went. */
export const VerifyEmailLinkUsed: Story = {
  render: () => <EmailVerifyPage />,
  parameters: { route: `/email/verify?token=${LINK_TOKEN}` },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () => HttpResponse.json({ ...users.free, emailVerified: false })),
      http.post('/api/email-verification/verify-link', () =>
        HttpResponse.json({ message: USED_LINK_MESSAGE }, { status: 400 }),
      ),
      http.post('/api/email-verification/send', () =>
        HttpResponse.json({ success: true, message: 'Código reenviado' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    toastQueue.items.splice(0);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(USED_LINK_MESSAGE);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Reenviar email de verificação' }),
    );
    await waitFor(() =>
      expect(toastQueue.items.map((item) => item.title)).toEqual([
        'Falha na verificação',
        'Código reenviado',
      ]),
    );
    await expect(canvas.getByRole('link', { name: 'Digitar o código do email' })).toHaveAttribute(
      'href',
      '/email/verify',
    );
  },
};

/** A used or expired link, signed out: signing in is the way to a new one. */
export const VerifyEmailLinkUsedSignedOut: Story = {
  render: () => <EmailVerifyPage />,
  parameters: { route: `/email/verify?token=${LINK_TOKEN}` },
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/email-verification/verify-link', () =>
        HttpResponse.json({ message: USED_LINK_MESSAGE }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(USED_LINK_MESSAGE);
    await expect(canvas.getByRole('link', { name: 'entre na sua conta' })).toHaveAttribute(
      'href',
      '/auth?tab=login',
    );
  },
};
