import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PanelRoutes } from '../../../site/src/features/panel/components/panel-routes';
import { toastQueue } from '../../../site/src/lib/toast';
import { stats, type UserRole, users } from '../../msw/fixtures/users';
import {
  panelData,
  panelErrorHandlers,
  panelHandlers,
  panelLoadingHandlers,
} from '../../msw/handlers/panel';
import { sessionHandlers } from '../../msw/handlers/session';
import { closeWithEscape, expanded } from '../../support/escape';
import { withSite } from '../support/site-story';

const meta = {
  title: 'Site/Painel/PanelRoutes',
  component: PanelRoutes,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/painel/inicio' },
} satisfies Meta<typeof PanelRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

function as(role: Exclude<UserRole, 'visitor'>, data = panelData.active()): Story['beforeEach'] {
  return ({ msw }) => {
    msw.use(...sessionHandlers(role), ...panelHandlers(data, users[role]));
  };
}

async function sidebar(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return within(await canvas.findByRole('complementary', { name: 'Menu lateral do painel' }));
}

// ——— Painel (início) per role ———

export const InicioFree: Story = {
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeVisible();
    const side = await sidebar(canvasElement);
    await expect(side.getByText('Conta Free')).toBeVisible();
    await expect(side.getByText('Sem assinatura ativa')).toBeVisible();
    await waitFor(() =>
      expect(side.getByTestId('panel-downloads-counter')).toHaveTextContent('3/10'),
    );
    await waitFor(() =>
      expect(side.getByTestId('panel-favorites-counter')).toHaveTextContent('7/20'),
    );
    for (const entry of [
      'Painel',
      'Meu Perfil',
      'Favoritas',
      'Salvos',
      'Seguindo',
      'Downloads',
      'Assinatura',
      'Artes',
    ]) {
      await expect(side.getByRole('link', { name: entry })).toBeVisible();
    }
    await expect(side.getByRole('link', { name: 'Painel' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(side.getByRole('link', { name: 'Assinar Premium' })).toHaveAttribute(
      'href',
      '/planos',
    );
    await expect(side.getByRole('link', { name: 'Voltar ao Início' })).toHaveAttribute('href', '/');
    await expect(await canvas.findByText('Culto de Celebração')).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const InicioPremium: Story = {
  beforeEach: as('premium'),
  play: async ({ canvasElement }) => {
    const side = await sidebar(canvasElement);
    await expect(await side.findByText('Conta Anual')).toBeVisible();
    await expect(
      side.getByText(/^Expira em .+ de .+ de \d{4} \(\d+ dias restantes\)$/),
    ).toBeVisible();
    await expect(side.getByTestId('panel-downloads-counter')).toHaveTextContent('∞');
    // A running plan has unlimited favourites too (the API enforces none).
    await expect(side.getByTestId('panel-favorites-counter')).toHaveTextContent('∞');
    await expect(side.queryByRole('link', { name: 'Assinar Premium' })).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const InicioStaff: Story = {
  beforeEach: as('admin'),
  play: async ({ canvasElement }) => {
    const side = await sidebar(canvasElement);
    await expect(await side.findByText('Acesso vitalício')).toBeVisible();
    // Staff are never a free account (issue 16).
    await expect(side.getByText('Conta Equipe')).toBeVisible();
    await expect(within(canvasElement).queryByText(/CONTA GRÁTIS|Conta Free/)).toBeNull();
    await expect(side.getByTestId('panel-downloads-counter')).toHaveTextContent('∞');
    await expect(side.getByTestId('panel-favorites-counter')).toHaveTextContent('∞');
  },
};

export const InicioExpiring: Story = {
  beforeEach: as('expiring'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('status', { name: 'Aviso de assinatura' });
    await expect(banner).toHaveAttribute('data-tone', 'amber');
    await expect(banner).toHaveTextContent(
      'Sua assinatura Premium expira em 3 dia(s). Renove agora para não perder o acesso.',
    );
    await expect(within(banner).getByRole('link', { name: 'Renovar' })).toHaveAttribute(
      'href',
      '/planos',
    );
  },
};

export const InicioExpired: Story = {
  beforeEach: as('expired'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveAttribute('data-tone', 'red');
    await expect(banner).toHaveTextContent(
      'Sua assinatura Premium expirou. Renove agora para restaurar seu acesso.',
    );
    // An ended plan has the free limits, as the API enforces them (issue 15).
    const side = await sidebar(canvasElement);
    await expect(side.getByText('Conta Mensal')).toBeVisible();
    await waitFor(() =>
      expect(side.getByTestId('panel-downloads-counter')).toHaveTextContent(/^Downloads3\/10$/),
    );
    await waitFor(() =>
      expect(side.getByTestId('panel-favorites-counter')).toHaveTextContent('7/20'),
    );
  },
};

/**
 * A new account (issue 16): 'Confirme seu e-mail' until it is verified, the way to do it
 * and 'Reenviar e-mail', which says it went (a toast and a line in the notice).
 */
export const InicioEmailNaoConfirmado: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () =>
        HttpResponse.json({ ...users.free, emailVerified: false, pendingPurchase: false }),
      ),
      http.post('/api/email-verification/send', () =>
        HttpResponse.json({ success: true, message: 'Código reenviado' }),
      ),
      ...sessionHandlers('free'),
      ...panelHandlers(panelData.active(), users.free),
    );
  },
  play: async ({ canvasElement }) => {
    toastQueue.items.splice(0);
    const canvas = within(canvasElement);
    const notice = within(await canvas.findByRole('status', { name: 'Confirme seu e-mail' }));
    await expect(notice.getByText(/Abra o link ou use o código/)).toHaveTextContent(
      'ana.souza@igrejaviva.com.br',
    );
    await expect(notice.getByRole('link', { name: 'Verificar meu e-mail' })).toHaveAttribute(
      'href',
      '/email/verify',
    );
    await userEvent.click(notice.getByRole('button', { name: 'Reenviar e-mail' }));
    await expect(await notice.findByText('Enviamos um novo código e um novo link.')).toBeVisible();
    await expect(toastQueue.items.map((item) => item.title)).toContain('Código reenviado');
  },
};

export const InicioEmailNaoConfirmadoMobile: Story = {
  ...InicioEmailNaoConfirmado,
  globals: { viewport: { value: 'mobile1' } },
};

/** A purchase waits for the email proof (issue 14): the panel says so and links the way. */
export const InicioCompraPendente: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () =>
        HttpResponse.json({ ...users.free, emailVerified: false, pendingPurchase: true }),
      ),
      ...sessionHandlers('free'),
      ...panelHandlers(panelData.active(), users.free),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Confirme seu e-mail para ativar sua compra'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Verificar meu e-mail' })).toHaveAttribute(
      'href',
      '/email/verify',
    );
  },
};

export const InicioLoading: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('free'), ...panelLoadingHandlers);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Carregando downloads recentes' }),
    ).toBeVisible();
  },
};

export const InicioEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('free', stats.empty),
      ...panelHandlers(panelData.empty(), users.free),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum download ainda')).toBeVisible();
    const side = await sidebar(canvasElement);
    await waitFor(() =>
      expect(side.getByTestId('panel-downloads-counter')).toHaveTextContent('0/10'),
    );
    await waitFor(() =>
      expect(side.getByTestId('panel-favorites-counter')).toHaveTextContent('0/20'),
    );
  },
};

export const InicioError: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('free'), ...panelErrorHandlers);
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Erro interno do servidor. Tente novamente.');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

// ——— Header: avatar menu, mobile slide-in ———

export const AvatarMenuFree: Story = {
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Menu da conta de Ana Souza' }),
    );
    const body = within(document.body);
    await expect(await body.findByRole('menuitem', { name: 'Meu Perfil' })).toBeVisible();
    await expect(body.getByRole('menuitem', { name: /Assinatura/ })).toHaveTextContent('UPGRADE');
    await expect(body.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
    // Close it: an open Ark layer would otherwise outlive the story.
    await closeWithEscape(() => body.queryByRole('menu') !== null);
  },
};

export const AvatarMenuPremium: Story = {
  beforeEach: as('premium'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Menu da conta/ }));
    const item = await within(document.body).findByRole('menuitem', { name: /Assinatura/ });
    await expect(item).not.toHaveTextContent('UPGRADE');
    await closeWithEscape(() => within(document.body).queryByRole('menu') !== null);
  },
};

export const Logout: Story = {
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: /Menu da conta/ });
    // Open, close and open again, then choose 'Sair' from the keyboard (the last entry).
    await userEvent.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    await closeWithEscape(expanded(trigger));
    await userEvent.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    const menu = document.getElementById(
      trigger.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    await waitFor(() => expect(menu).toHaveFocus());
    await userEvent.keyboard('{End}');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toHaveAttribute(
        'data-highlighted',
      ),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(toastQueue.items.some((t) => t.title === 'Logout realizado')).toBe(true),
    );
  },
};

export const MobileMenu: Story = {
  beforeEach: as('free'),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Abrir menu do painel' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Menu do painel' });
    await expect(within(dialog).getByRole('link', { name: 'Downloads' })).toBeVisible();
    await expect(within(dialog).getByText('Conta Free')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('link', { name: 'Favoritas' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Favoritas' })).toBeVisible();
  },
};

// ——— Favoritas, Salvos, Seguindo ———

export const Favoritas: Story = {
  parameters: { route: '/painel/favoritas' },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Favoritas' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remover das favoritas: Santa Ceia' }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    await expect(canvas.queryByText('Santa Ceia')).toBeNull();
  },
};

export const FavoritasEmpty: Story = {
  parameters: { route: '/painel/favoritas' },
  beforeEach: as('free', panelData.empty()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma favorita ainda')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explorar artes' })).toHaveAttribute(
      'href',
      '/artes',
    );
  },
};

export const FavoritasError: Story = {
  parameters: { route: '/painel/favoritas' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('free'), ...panelErrorHandlers);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar',
    );
  },
};

export const Salvos: Story = {
  parameters: { route: '/painel/salvos' },
  beforeEach: as('premium'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Salvos' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remover dos salvos: Noite de Louvor' }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
  },
};

export const SalvosEmpty: Story = {
  parameters: { route: '/painel/salvos' },
  beforeEach: as('premium', panelData.empty()),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nada salvo ainda')).toBeVisible();
  },
};

export const SalvosLoading: Story = {
  parameters: { route: '/painel/salvos' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('premium'), ...panelLoadingHandlers);
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Carregando salvos' }),
    ).toBeVisible();
  },
};

export const Seguindo: Story = {
  parameters: { route: '/painel/seguindo' },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('128 artes · 342 seguidores')).toBeVisible();
    await expect(canvas.getByText('1 arte · 1 seguidor')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deixar de seguir Juliana Costa' }));
    await waitFor(() => expect(canvas.queryByText('Juliana Costa')).toBeNull());
  },
};

export const SeguindoEmpty: Story = {
  parameters: { route: '/painel/seguindo' },
  beforeEach: as('free', panelData.empty()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Você ainda não segue nenhum designer')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver designers' })).toHaveAttribute(
      'href',
      '/designers',
    );
  },
};

// ——— Downloads ———

export const Downloads: Story = {
  parameters: { route: '/painel/downloads' },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Downloads' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('Conferência de Jovens 2026');
    await expect(items[0]).toHaveTextContent('Premium');
    await expect(items[0]).toHaveTextContent(/Baixada em \d+ de .+ de \d{4}/);
    await expect(canvas.getByTestId('downloads-month-counter')).toHaveTextContent(
      '3 de 10 downloads gratuitos usados este mês',
    );
    await expect(
      canvas.getByRole('link', { name: 'Abrir Conferência de Jovens 2026' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/artes\/502-/));
  },
};

export const DownloadsPremium: Story = {
  parameters: { route: '/painel/downloads' },
  beforeEach: as('premium'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('3 downloads este mês · ilimitado'),
    ).toBeVisible();
  },
};

export const DownloadsEmpty: Story = {
  parameters: { route: '/painel/downloads' },
  beforeEach: as('free', panelData.empty()),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Você ainda não baixou nenhuma arte'),
    ).toBeVisible();
  },
};

export const DownloadsError: Story = {
  parameters: { route: '/painel/downloads' },
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('free'), ...panelErrorHandlers);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Erro interno do servidor. Tente novamente.',
    );
  },
};

export const DownloadsMobile: Story = {
  ...Downloads,
  globals: { viewport: { value: 'mobile1' } },
};

// ——— Artes ———

export const ArtesUsuario: Story = {
  parameters: { route: '/painel/artes' },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    // Every account keeps its saved edits here (issue 20; every state in MinhasArtes).
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Minhas artes' }),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Minhas artes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.queryByRole('heading', { name: 'Artes publicadas com a sua assinatura' }),
    ).toBeNull();
  },
};

const designerUser: User = {
  ...users.free,
  id: 31,
  name: 'Rafael Moreira',
  username: 'rafaelmoreira',
  nivelacesso: 'designer',
};

export const ArtesDesigner: Story = {
  parameters: { route: '/painel/artes' },
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () => HttpResponse.json(designerUser)),
      http.get('/api/users/stats', () => HttpResponse.json(stats.active)),
      ...panelHandlers(panelData.active(), designerUser),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const edits = await canvas.findByRole('list', { name: 'Minhas artes' });
    await expect(within(edits).getAllByRole('listitem')).toHaveLength(3);
    const signed = await canvas.findByRole('list', {
      name: 'Artes publicadas com a sua assinatura',
    });
    await expect(within(signed).getAllByRole('listitem')).toHaveLength(3);
  },
};

// ——— Perfil ———

export const Perfil: Story = {
  parameters: { route: '/painel/perfil' },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const profile = await canvas.findByRole('form', { name: 'Dados do perfil' });
    await expect(within(profile).getByLabelText('Nome')).toHaveValue('Ana Souza');
    await expect(within(profile).getByLabelText('WhatsApp')).toHaveValue('(11) 98765-4321');
    await userEvent.clear(within(profile).getByLabelText('Nome'));
    await userEvent.type(within(profile).getByLabelText('Nome'), 'A');
    await userEvent.click(within(profile).getByRole('button', { name: 'Salvar alterações' }));
    await expect(
      await within(profile).findByText('O nome deve ter pelo menos 2 caracteres'),
    ).toBeVisible();
    await userEvent.type(within(profile).getByLabelText('Nome'), 'na Paula Souza');
    await userEvent.click(within(profile).getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() =>
      expect(toastQueue.items.some((t) => t.title === 'Perfil atualizado com sucesso!')).toBe(true),
    );
    // This browser has no push subscription for /push-sw.js: it offers to turn them on.
    await canvas.findByRole('heading', { name: 'Notificações' });
    await expect(await canvas.findByRole('button', { name: 'Ativar notificações' })).toBeVisible();
  },
};

export const PerfilSenhaErros: Story = {
  parameters: { route: '/painel/perfil' },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Alterar senha' }));
    await userEvent.click(form.getByRole('button', { name: 'Atualizar senha' }));
    await expect(await form.findByText('Informe a senha atual')).toBeVisible();
    await userEvent.type(form.getByLabelText('Senha atual'), 'senha-atual');
    await userEvent.type(form.getByLabelText('Nova senha'), '123');
    await userEvent.type(form.getByLabelText('Confirmar nova senha'), '12345678');
    await userEvent.click(form.getByRole('button', { name: 'Atualizar senha' }));
    await expect(await form.findByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
    await userEvent.type(form.getByLabelText('Nova senha'), '4567');
    await userEvent.click(form.getByRole('button', { name: 'Atualizar senha' }));
    await expect(await form.findByText('As senhas não coincidem')).toBeVisible();
    await expect(form.getByLabelText('Confirmar nova senha')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const PerfilSenhaSucesso: Story = {
  parameters: { route: '/painel/perfil' },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Alterar senha' }));
    await userEvent.type(form.getByLabelText('Senha atual'), 'senha-atual');
    await userEvent.type(form.getByLabelText('Nova senha'), 'nova-senha-123');
    await userEvent.type(form.getByLabelText('Confirmar nova senha'), 'nova-senha-123');
    await userEvent.click(form.getByRole('button', { name: 'Atualizar senha' }));
    await waitFor(() =>
      expect(toastQueue.items.some((t) => t.title === 'Senha atualizada com sucesso!')).toBe(true),
    );
    await waitFor(() => expect(form.getByLabelText('Senha atual')).toHaveValue(''));
  },
};

export const PerfilSenhaFalha: Story = {
  parameters: { route: '/painel/perfil' },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Alterar senha' }));
    await userEvent.type(form.getByLabelText('Senha atual'), 'errada');
    await userEvent.type(form.getByLabelText('Nova senha'), 'nova-senha-123');
    await userEvent.type(form.getByLabelText('Confirmar nova senha'), 'nova-senha-123');
    await userEvent.click(form.getByRole('button', { name: 'Atualizar senha' }));
    await waitFor(() =>
      expect(
        toastQueue.items.some(
          (t) =>
            t.title === 'Falha ao atualizar senha' &&
            t.description === 'A senha atual está incorreta.',
        ),
      ).toBe(true),
    );
  },
};

export const PerfilMobile: Story = {
  ...Perfil,
  globals: { viewport: { value: 'mobile1' } },
};

// ——— Unknown panel page ———

export const PaginaDesconhecida: Story = {
  parameters: { route: '/painel/nao-existe' },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Platform §2.1: anything else is the 404 page, here inside the panel's frame.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Página não encontrada' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(
      canvas.getByRole('complementary', { name: 'Menu lateral do painel' }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Olá, Ana!' })).toBeNull();
  },
};
