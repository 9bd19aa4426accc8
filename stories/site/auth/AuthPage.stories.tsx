import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuthPage } from '../../../site/src/features/auth/components/auth-page';
import { users } from '../../msw/fixtures/users';
import { sessionHandlers } from '../../msw/handlers/session';
import { heldResponse } from '../../msw/held-response';
import { withSite } from '../support/site-story';

const meta = {
  title: 'Site/Conta/AuthPage',
  component: AuthPage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/auth?tab=login' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('visitor'));
  },
} satisfies Meta<typeof AuthPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvasElement }) => {
    // A visitor is not welcomed 'de volta': that greeting is for a signed-in user, by name.
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Acesse sua conta' }),
    ).toBeVisible();
    const form = within(await within(canvasElement).findByRole('form', { name: 'Entrar' }));
    await expect(form.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(form.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    await expect(form.getByRole('checkbox', { name: 'Lembrar de mim' })).not.toBeChecked();
    await expect(form.getByRole('link', { name: 'Esqueci minha senha' })).toHaveAttribute(
      'href',
      '/password/forgot',
    );
  },
};

export const LoginValidation: Story = {
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Entrar' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'igreja');
    await userEvent.type(form.getByLabelText('Senha'), '123');
    await userEvent.click(form.getByRole('button', { name: 'Entrar' }));
    await form.findByText('Digite um email válido');
    await expect(form.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
  },
};

const login = heldResponse();

export const LoginServerError: Story = {
  beforeEach({ msw }) {
    login.reset();
    msw.use(
      http.post('/api/login', async () => {
        await login.wait();
        return HttpResponse.json({ message: 'Email ou senha incorretos.' }, { status: 401 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Entrar' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'secretaria@igreja.org');
    await userEvent.type(form.getByLabelText('Senha'), 'culto2026');
    await userEvent.click(form.getByRole('button', { name: 'Entrar' }));
    await expect(await form.findByRole('button', { name: 'Entrando...' })).toBeDisabled();
    login.release();
    await expect(await form.findByRole('alert')).toHaveTextContent('Email ou senha incorretos.');
  },
};

export const EmailNotConfirmed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/login', () =>
        HttpResponse.json(
          { message: 'email not confirmed', code: 'email_not_confirmed' },
          { status: 403 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Entrar' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'secretaria@igreja.org');
    await userEvent.type(form.getByLabelText('Senha'), 'culto2026');
    await userEvent.click(form.getByRole('button', { name: 'Entrar' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Email não verificado');
  },
};

export const Register: Story = {
  parameters: { route: '/auth?tab=register' },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Cadastrar' }));
    await userEvent.click(form.getByRole('button', { name: 'Criar conta' }));
    await form.findByText('O nome deve ter pelo menos 2 caracteres');
    await expect(form.getByText('Email inválido')).toBeVisible();
    await expect(form.getByText('WhatsApp deve ter pelo menos 10 dígitos')).toBeVisible();
    // Every field's error at once: the mismatch does not wait for the other fields (issue 16).
    await userEvent.type(form.getByLabelText('Senha'), 'culto2026');
    await userEvent.type(form.getByLabelText('Confirmar senha'), 'culto2025');
    await userEvent.click(form.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(form.getByText('As senhas não coincidem')).toBeVisible());
    await expect(form.getByText('O nome deve ter pelo menos 2 caracteres')).toBeVisible();
    await expect(form.getByText('Email inválido')).toBeVisible();
    await expect(form.getByText('WhatsApp deve ter pelo menos 10 dígitos')).toBeVisible();
    await userEvent.clear(form.getByLabelText('Senha'));
    await userEvent.clear(form.getByLabelText('Confirmar senha'));
    await userEvent.type(form.getByLabelText('Nome'), 'Igreja Nova Vida');
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'contato@novavida.org');
    await userEvent.type(form.getByRole('textbox', { name: 'WhatsApp' }), '11987654321');
    await userEvent.type(form.getByLabelText('Senha'), 'culto2026');
    await userEvent.type(form.getByLabelText('Confirmar senha'), 'culto2025');
    await userEvent.click(form.getByRole('button', { name: 'Criar conta' }));
    await waitFor(() => expect(form.getByText('As senhas não coincidem')).toBeVisible());
    await expect(form.getByRole('combobox', { name: 'País' })).toHaveTextContent('+55');
  },
};

export const RegisterServerError: Story = {
  parameters: { route: '/auth?tab=register' },
  beforeEach({ msw }) {
    msw.use(
      http.post('/api/register', () =>
        HttpResponse.json({ message: 'Este email já está cadastrado.' }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Cadastrar' }));
    await userEvent.type(form.getByLabelText('Nome'), 'Igreja Nova Vida');
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'contato@novavida.org');
    await userEvent.type(form.getByRole('textbox', { name: 'WhatsApp' }), '11987654321');
    await userEvent.type(form.getByLabelText('Senha'), 'culto2026');
    await userEvent.type(form.getByLabelText('Confirmar senha'), 'culto2026');
    await userEvent.click(form.getByRole('button', { name: 'Criar conta' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Este email já está cadastrado.',
    );
  },
};

export const SwitchTabs: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('tab', { name: 'Cadastrar' }));
    await canvas.findByRole('form', { name: 'Cadastrar' });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Crie sua conta grátis',
    );
  },
};

export const Mobile: Story = {
  parameters: { viewport: { defaultViewport: 'mobile1' }, route: '/auth?tab=register' },
  globals: { viewport: { value: 'mobile1' } },
};

export const AlreadySignedIn: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/user', () => HttpResponse.json(users.free)));
  },
};
