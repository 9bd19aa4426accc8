import { Alert, CheckboxField, Field, PasswordInput, PhoneInput, TextField } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { page } from 'vitest/browser';
import { closeWithEscape, expanded } from '../support/escape';

const countries = [
  { code: '+55', flag: '🇧🇷', name: 'Brasil', mask: '(99) 99999-9999' },
  { code: '+1', flag: '🇺🇸', name: 'EUA', mask: '(999) 999-9999' },
  { code: '+351', flag: '🇵🇹', name: 'Portugal', mask: '999 999 999' },
];

function Phone({ error, disabled }: { error?: string; disabled?: boolean }) {
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
      disabled={disabled}
    />
  );
}

function Form({
  errors = false,
  hints = false,
  disabled = false,
}: {
  errors?: boolean;
  hints?: boolean;
  disabled?: boolean;
}) {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 380 }}>
      <TextField
        label="Email"
        type="email"
        placeholder="seu@email.com"
        hint={hints ? 'Usamos o email para enviar o link de acesso.' : undefined}
        error={errors ? 'Digite um email válido' : undefined}
        disabled={disabled}
      />
      <PasswordInput
        label="Senha"
        hint={hints ? 'Pelo menos 6 caracteres.' : undefined}
        error={errors ? 'A senha deve ter pelo menos 6 caracteres' : undefined}
        disabled={disabled}
      />
      <Phone
        error={errors ? 'WhatsApp deve ter pelo menos 10 dígitos' : undefined}
        disabled={disabled}
      />
      <CheckboxField label="Lembrar de mim" disabled={disabled} />
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

export const WithHelperText: Story = {
  args: { hints: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Usamos o email para enviar o link de acesso.',
    );
    await expect(canvas.getByLabelText('Senha')).toHaveAccessibleDescription(
      'Pelo menos 6 caracteres.',
    );
  },
};

/** The error replaces the helper text, in the page and in what a screen reader hears. */
export const ErrorOverHelperText: Story = {
  args: { hints: true, errors: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Pelo menos 6 caracteres.')).toBeNull();
    await expect(canvas.getByLabelText('Senha')).toHaveAccessibleDescription(
      'A senha deve ter pelo menos 6 caracteres',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await expect(canvas.getByLabelText('Senha')).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'WhatsApp' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'País' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Lembrar de mim' })).toBeDisabled();
  },
};

/** The parts composed by hand: a required textarea with its helper and error texts. */
export const Parts: Story = {
  render: () => {
    const [text, setText] = useState('');
    const error =
      text.length > 0 && text.length < 10 ? 'Descreva com pelo menos 10 caracteres' : null;
    return (
      <div style={{ maxWidth: 380 }}>
        <Field.Root invalid={Boolean(error)} required>
          <Field.Label>Descrição</Field.Label>
          <Field.Control>
            <Field.Textarea value={text} onChange={(event) => setText(event.target.value)} />
          </Field.Control>
          {error ? null : <Field.HelperText>O que aconteceu com o arquivo?</Field.HelperText>}
          <Field.ErrorText>{error}</Field.ErrorText>
        </Field.Root>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const description = canvas.getByRole('textbox', { name: 'Descrição' });
    await expect(description).toBeRequired();
    await waitFor(() =>
      expect(description).toHaveAccessibleDescription('O que aconteceu com o arquivo?'),
    );
    await userEvent.type(description, 'Erro');
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await expect(description).toHaveAccessibleDescription('Descreva com pelo menos 10 caracteres');
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
    // Masked as it is typed; anything but digits is ignored, digits beyond the mask dropped.
    await userEvent.type(phone, '1');
    await expect(phone).toHaveValue('(1');
    await userEvent.type(phone, '19');
    await expect(phone).toHaveValue('(11) 9');
    await userEvent.type(phone, 'a8');
    await expect(phone).toHaveValue('(11) 98');
    await userEvent.type(phone, '7654321999');
    await expect(phone).toHaveValue('(11) 98765-4321');
    // The chooser shows the flag and dial code; its options are named by country and code.
    const country = canvas.getByRole('combobox', { name: 'País' });
    await expect(country).toHaveTextContent('+55');
    await userEvent.click(country);
    await userEvent.click(await screen.findByRole('option', { name: 'Portugal +351' }));
    await expect(phone).toHaveValue('119 876 543');
    await expect(country).toHaveTextContent('+351');
    await expect(phone).toHaveAttribute('placeholder', '000 000 000');
  },
};

/** The chooser by keyboard: Shift+Tab from the number, open, typeahead, Enter; Escape leaves it. */
export const PhoneCountryByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'WhatsApp' });
    const country = canvas.getByRole('combobox', { name: 'País' });
    await userEvent.click(phone);
    await userEvent.tab({ shift: true });
    await expect(country).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(country).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('EUA');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(country).toHaveAttribute('aria-expanded', 'false'));
    await expect(country).toHaveTextContent('+1');
    await expect(phone).toHaveAttribute('placeholder', '(000) 000-0000');
    // Escape closes the list and keeps the country.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(country).toHaveAttribute('aria-expanded', 'true'));
    await closeWithEscape(expanded(country));
    await expect(country).toHaveTextContent('+1');
  },
};

/** At 390 px the chooser and the number share one row inside the field's box, and the list fits the screen. */
export const PhoneAt390px: Story = {
  play: async ({ canvasElement }) => {
    const before = { width: window.innerWidth, height: window.innerHeight };
    await page.viewport(390, 844);
    try {
      const canvas = within(canvasElement);
      const phone = canvas.getByRole('textbox', { name: 'WhatsApp' });
      const country = canvas.getByRole('combobox', { name: 'País' });
      await waitFor(() => expect(window.innerWidth).toBe(390));
      const box = phone.closest('[data-part="control"]') as HTMLElement;
      const boxRect = box.getBoundingClientRect();
      const countryRect = country.getBoundingClientRect();
      const phoneRect = phone.getBoundingClientRect();
      await expect(boxRect.right).toBeLessThanOrEqual(390);
      // Side by side, inside the box, the number keeping most of the row.
      await expect(countryRect.left).toBeGreaterThanOrEqual(boxRect.left);
      await expect(countryRect.right).toBeLessThanOrEqual(phoneRect.left + 1);
      await expect(phoneRect.right).toBeLessThanOrEqual(boxRect.right);
      await expect(phoneRect.width).toBeGreaterThan(countryRect.width * 2);
      await expect(Math.round(countryRect.top)).toBe(Math.round(phoneRect.top));
      await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
      await userEvent.click(country);
      const list = await screen.findByRole('listbox');
      await waitFor(() => expect(list.getBoundingClientRect().width).toBeGreaterThan(0));
      const listRect = list.getBoundingClientRect();
      await expect(listRect.left).toBeGreaterThanOrEqual(0);
      await expect(listRect.right).toBeLessThanOrEqual(390);
      await expect(screen.getByRole('option', { name: 'Portugal +351' })).toBeVisible();
      await closeWithEscape(expanded(country));
    } finally {
      await page.viewport(before.width, before.height);
    }
  },
};

export const Alerts: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <Alert.Root tone="error">
        <Alert.Description>Email ou senha incorretos.</Alert.Description>
      </Alert.Root>
      <Alert.Root tone="success">
        <Alert.Title>Enviado com sucesso!</Alert.Title>
        <Alert.Description>
          Recebemos o seu relato e a nossa equipe vai analisá-lo.
        </Alert.Description>
      </Alert.Root>
      <Alert.Root tone="info">
        <Alert.Title>Usuário identificado</Alert.Title>
        <Alert.Description>O problema ficará vinculado à sua conta.</Alert.Description>
      </Alert.Root>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email ou senha incorretos.');
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
  },
};
