import { CHURCH_MESSAGES, type ChurchProfile, PIX_KEY_MESSAGES } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http, type RequestHandler } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { page } from 'vitest/browser';
import { PanelRoutes } from '../../../site/src/features/panel/components/panel-routes';
import { toastQueue } from '../../../site/src/lib/toast';
import { filledChurchProfile } from '../../msw/fixtures/church';
import { users } from '../../msw/fixtures/users';
import { panelData, panelHandlers } from '../../msw/handlers/panel';
import { sessionHandlers } from '../../msw/handlers/session';
import { settled, withSite } from '../support/site-story';

// Issue 20: 'Minha igreja' on /painel/perfil, the church profile every art is pre-filled
// from. The network is MSW: the PUT is checked with the contract, as the API checks it.

const meta = {
  title: 'Site/Painel/MinhaIgreja',
  component: PanelRoutes,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/painel/perfil' },
} satisfies Meta<typeof PanelRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

type Msw = { use: (...handlers: RequestHandler[]) => void };

/** A free account whose church profile is `profile` (null: never saved). */
function signedIn(msw: Msw, profile: ChurchProfile | null) {
  toastQueue.items.splice(0);
  msw.use(...sessionHandlers('free'), ...panelHandlers(panelData.active(), users.free, profile));
}

/**
 * The form, once the page's calls have all answered. The form first: settled() alone can
 * return between the session's answer and the lazy page's own calls, none in flight then.
 */
async function churchForm(canvasElement: HTMLElement) {
  const form = await within(canvasElement).findByRole('form', { name: 'Dados da igreja' });
  await settled();
  return within(form);
}

/**
 * The form after a save: the page draws it again (a new form element, keyed by the saves), and
 * that can happen after churchForm() has found the old one. Its fields are looked up in the
 * canvas at each query, not in the form found then.
 */
async function savedForm(canvasElement: HTMLElement) {
  await churchForm(canvasElement);
  return within(canvasElement);
}

/** Types into an input the way a picker sets it (a time input takes its value whole). */
function setValue(input: HTMLElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const toasted = (title: string) =>
  waitFor(() => expect(toastQueue.items.some((t) => t.title === title)).toBe(true));

export const Vazia: Story = {
  beforeEach: ({ msw }) => signedIn(msw, null),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await churchForm(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Minha igreja' })).toBeVisible();
    await expect(canvas.getByText('Salve os dados da igreja para enviar o logo.')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Logo da igreja' })).toBeNull();
    await expect(form.getByLabelText('Nome da igreja')).toHaveValue('');
    await expect(form.getByText('Nenhum horário: adicione os cultos da semana.')).toBeVisible();

    // The name is the one field required.
    await userEvent.click(form.getByRole('button', { name: 'Salvar dados da igreja' }));
    await expect(await form.findByText(CHURCH_MESSAGES.nameMin)).toBeVisible();

    await userEvent.type(form.getByLabelText('Nome da igreja'), 'Igreja Batista Esperança');
    await userEvent.click(form.getByRole('button', { name: 'Adicionar horário' }));
    await userEvent.click(form.getByRole('combobox', { name: 'Dia do culto 1' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Quarta-feira' }));
    setValue(form.getByLabelText('Horário do culto 1'), '19:30');
    await userEvent.type(form.getByLabelText('Nome do culto 1 (opcional)'), 'Culto de Oração');
    await userEvent.type(form.getByLabelText('Instagram (opcional)'), 'instagram.com/Esperanca');
    await userEvent.type(form.getByLabelText('WhatsApp da igreja (opcional)'), '19998765432');
    await userEvent.type(form.getByLabelText('Chave PIX (opcional)'), '52998224725');
    // The key's type shows once the key is valid.
    await expect(await form.findByTestId('pix-key-type')).toHaveTextContent(
      'Chave do tipo CPF: 529.982.247-25',
    );
    await userEvent.click(form.getByRole('button', { name: 'Salvar dados da igreja' }));
    await toasted('Dados da igreja salvos!');

    // Saved: the values come back normalised, and the logo can be sent.
    const saved = await savedForm(canvasElement);
    await waitFor(() =>
      expect(saved.getByLabelText('Instagram (opcional)')).toHaveValue('@esperanca'),
    );
    await expect(saved.getByLabelText('WhatsApp da igreja (opcional)')).toHaveValue(
      '(19) 99876-5432',
    );
    await expect(saved.getByLabelText('Chave PIX (opcional)')).toHaveValue('529.982.247-25');
    await expect(saved.getByRole('combobox', { name: 'Dia do culto 1' })).toHaveTextContent(
      'Quarta-feira',
    );
    await expect(saved.getByLabelText('Horário do culto 1')).toHaveValue('19:30');
    const logo = within(await canvas.findByRole('group', { name: 'Logo da igreja' }));
    await expect(logo.getByText('Sem logo: as artes saem sem ele.')).toBeVisible();
    await expect(logo.getByRole('button', { name: 'Enviar logo' })).toBeDisabled();
  },
};

export const Preenchida: Story = {
  beforeEach: ({ msw }) => signedIn(msw, filledChurchProfile),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = await churchForm(canvasElement);
    await expect(form.getByLabelText('Nome da igreja')).toHaveValue('Igreja Batista Esperança');
    await expect(form.getByLabelText('Endereço (opcional)')).toHaveValue(
      'Rua das Flores, 120 — Centro, Campinas/SP',
    );
    await expect(form.getByLabelText('Nome do pastor (opcional)')).toHaveValue('Pr. João Almeida');
    await expect(form.getByLabelText('Instagram (opcional)')).toHaveValue('@igrejaesperanca');
    await expect(form.getByLabelText('WhatsApp da igreja (opcional)')).toHaveValue(
      '(19) 99876-5432',
    );
    await expect(form.getByLabelText('Chave PIX (opcional)')).toHaveValue('529.982.247-25');
    await expect(form.getByTestId('pix-key-type')).toHaveTextContent('Chave do tipo CPF');
    const times = within(form.getByRole('list', { name: 'Horários de culto' }));
    await expect(times.getAllByRole('listitem')).toHaveLength(3);
    await expect(form.getByLabelText('Nome do culto 1 (opcional)')).toHaveValue('Culto da Família');
    await expect(form.getByLabelText('Horário do culto 3')).toHaveValue('09:30');

    const logo = within(canvas.getByRole('group', { name: 'Logo da igreja' }));
    await expect(logo.getByRole('img', { name: 'Logo de Igreja Batista Esperança' })).toBeVisible();
    await expect(logo.getByRole('button', { name: 'Remover logo' })).toBeVisible();

    // A time removed, the change saved.
    await userEvent.click(form.getByRole('button', { name: 'Remover o horário 2' }));
    await expect(times.getAllByRole('listitem')).toHaveLength(2);
    await expect(form.getByLabelText('Nome do culto 2 (opcional)')).toHaveValue('');
    await userEvent.click(form.getByRole('button', { name: 'Salvar dados da igreja' }));
    await toasted('Dados da igreja salvos!');
    const saved = await savedForm(canvasElement);
    await waitFor(() =>
      expect(
        within(saved.getByRole('list', { name: 'Horários de culto' })).getAllByRole('listitem'),
      ).toHaveLength(2),
    );
  },
};

/** The API refuses the save: each field shows its message, and nothing typed is lost. */
export const ErroAoSalvar: Story = {
  beforeEach: ({ msw }) => {
    signedIn(msw, filledChurchProfile);
    msw.use(
      http.put('/api/church-profile', () =>
        HttpResponse.json(
          {
            message: CHURCH_MESSAGES.addressMax,
            fields: {
              address: CHURCH_MESSAGES.addressMax,
              'serviceTimes.0.time': CHURCH_MESSAGES.serviceTime,
              'pixKey.key': PIX_KEY_MESSAGES.cpfCheck,
            },
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const form = await churchForm(canvasElement);
    const name = form.getByLabelText('Nome da igreja');
    await userEvent.clear(name);
    await userEvent.type(name, 'Igreja Esperança de Campinas');
    await userEvent.click(form.getByRole('button', { name: 'Salvar dados da igreja' }));
    await toasted('Falha ao salvar os dados da igreja');
    await expect(await form.findByText(CHURCH_MESSAGES.addressMax)).toBeVisible();
    await expect(form.getByText(CHURCH_MESSAGES.serviceTime)).toBeVisible();
    await expect(form.getByText(PIX_KEY_MESSAGES.cpfCheck)).toBeVisible();
    await expect(form.getByLabelText('Endereço (opcional)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // What was typed stays.
    await expect(form.getByLabelText('Nome da igreja')).toHaveValue('Igreja Esperança de Campinas');
    await expect(form.getByLabelText('Instagram (opcional)')).toHaveValue('@igrejaesperanca');
  },
};

/** A PIX key that is no key: the pix module's message, and no call is made. */
export const PixInvalida: Story = {
  beforeEach: ({ msw }) => signedIn(msw, filledChurchProfile),
  play: async ({ canvasElement }) => {
    const form = await churchForm(canvasElement);
    const pix = form.getByLabelText('Chave PIX (opcional)');
    await userEvent.clear(pix);
    await userEvent.type(pix, '123.456.789-00');
    await expect(form.queryByTestId('pix-key-type')).toBeNull();
    await userEvent.click(form.getByRole('button', { name: 'Salvar dados da igreja' }));
    await expect(await form.findByText(PIX_KEY_MESSAGES.cpfCheck)).toBeVisible();
    await expect(pix).toHaveAttribute('aria-invalid', 'true');
    // Nothing was sent, checked once the page's calls are idle: a save's toast comes with its
    // answer, not with the click.
    await settled();
    await expect(toastQueue.items.some((t) => t.title === 'Dados da igreja salvos!')).toBe(false);

    // The type chosen settles an 11-digit number: as a celular it is valid.
    await userEvent.clear(pix);
    await userEvent.type(pix, '11987654021');
    await expect(await form.findByTestId('pix-key-type')).toHaveTextContent('Chave do tipo CPF');
    await userEvent.click(form.getByRole('combobox', { name: 'Tipo da chave PIX' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Celular' }));
    await expect(await form.findByTestId('pix-key-type')).toHaveTextContent(
      'Chave do tipo Celular: +55 (11) 98765-4021',
    );
  },
};

/** On a 390 px phone the card fits the width: day and time on a line, the name under them. */
export const Celular390: Story = {
  beforeEach: ({ msw }) => signedIn(msw, filledChurchProfile),
  play: async ({ canvasElement }) => {
    await page.viewport(390, 844);
    try {
      const form = await churchForm(canvasElement);
      await expect(form.getByLabelText('Nome da igreja')).toHaveValue('Igreja Batista Esperança');
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
      const day = form.getByRole('combobox', { name: 'Dia do culto 1' }).getBoundingClientRect();
      const time = form.getByLabelText('Horário do culto 1').getBoundingClientRect();
      const label = form.getByLabelText('Nome do culto 1 (opcional)').getBoundingClientRect();
      // Day and time side by side, the name on the next line.
      await expect(Math.abs(day.bottom - time.bottom)).toBeLessThan(4);
      await expect(label.top).toBeGreaterThanOrEqual(time.bottom);
      for (const control of form.getAllByRole('textbox')) {
        await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(390);
      }
    } finally {
      await page.viewport(1280, 800);
    }
  },
};

/** Issue 20: the church's colours ('Cores da igreja' in the editor): picker and hex code. */
export const CoresDaIgreja: Story = {
  beforeEach: ({ msw }) => signedIn(msw, { ...filledChurchProfile, secondaryColor: null }),
  play: async ({ canvasElement }) => {
    const form = await churchForm(canvasElement);
    const primary = form.getByRole('textbox', { name: 'Cor principal' });
    const secondary = form.getByRole('textbox', { name: 'Cor secundária' });
    await expect(primary).toHaveValue('#1E3A8A');
    await expect(form.getByLabelText('Cor principal: escolher a cor')).toHaveValue('#1e3a8a');
    await expect(secondary).toHaveValue('');
    // A wrong code: the contract's message under the field, nothing saved.
    await userEvent.type(secondary, 'dourado');
    await userEvent.click(form.getByRole('button', { name: 'Salvar dados da igreja' }));
    await expect(await form.findByText(CHURCH_MESSAGES.color)).toBeVisible();
    // Picked in the system picker: the code follows.
    setValue(form.getByLabelText('Cor secundária: escolher a cor'), '#d4af37');
    await waitFor(() => expect(secondary).toHaveValue('#D4AF37'));
    await userEvent.click(form.getByRole('button', { name: 'Salvar dados da igreja' }));
    await toasted('Dados da igreja salvos!');
    const saved = await savedForm(canvasElement);
    await waitFor(() =>
      expect(saved.getByRole('textbox', { name: 'Cor secundária' })).toHaveValue('#D4AF37'),
    );
    // 'Limpar' empties the code (saved as no colour).
    await userEvent.click(saved.getAllByRole('button', { name: 'Limpar' })[0] as HTMLElement);
    await expect(saved.getByRole('textbox', { name: 'Cor principal' })).toHaveValue('');
  },
};
