import { Alert, CheckboxField, PasswordInput, PhoneInput, TextField } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const countries = [
  { code: '+55', flag: '🇧🇷', name: 'Brasil', mask: '(99) 99999-9999' },
  { code: '+1', flag: '🇺🇸', name: 'EUA', mask: '(999) 999-9999' },
  { code: '+351', flag: '🇵🇹', name: 'Portugal', mask: '999 999 999' },
];

function Phone({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  const [country, setCountry] = useState('+55');
  return (
    <PhoneInput
      label="WhatsApp"
      countries={countries}
      countryCode={country}
      onCountryChange={setCountry}
      value={value}
      onValueChange={setValue}
      error={error}
    />
  );
}

function Form({ errors = false }: { errors?: boolean }) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 380 }}>
      <TextField
        label="Email"
        type="email"
        placeholder="seu@email.com"
        error={errors ? 'Digite um email válido' : undefined}
      />
      <PasswordInput
        label="Senha"
        error={errors ? 'A senha deve ter pelo menos 6 caracteres' : undefined}
      />
      <Phone error={errors ? 'WhatsApp deve ter pelo menos 10 dígitos' : undefined} />
      <CheckboxField label="Lembrar de mim" />
    </div>
  );
}

const meta = {
  title: 'Primitivos/Campos de formulário',
  component: Form,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const WithErrors: Story = {
  args: { errors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Digite um email válido'));
    await expect(canvas.getByText('WhatsApp deve ter pelo menos 10 dígitos')).toBeVisible();
  },
};

export const PasswordToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Senha');
    await userEvent.type(password, 'culto2026');
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(password).toHaveAttribute('type', 'password');
  },
};

export const PhoneMaskPerCountry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'WhatsApp' });
    await userEvent.type(phone, '11987654321999');
    await expect(phone).toHaveValue('(11) 98765-4321');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'País' }), '+351');
    await expect(phone).toHaveValue('119 876 543');
  },
};

export const Alerts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <Alert tone="error">Email ou senha incorretos.</Alert>
      <Alert tone="success" title="Enviado com sucesso!">
        Recebemos o seu relato e a nossa equipe vai analisá-lo.
      </Alert>
      <Alert tone="info" title="Usuário identificado">
        O problema ficará vinculado à sua conta.
      </Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email ou senha incorretos.');
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};
