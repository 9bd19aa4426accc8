import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { page } from 'vitest/browser';
import { useLocation, useSearch } from 'wouter';
import { PublicLayout } from '../../../site/src/app/layouts/public-layout';
import { HEADER_SEARCH_SHOW } from '../../../site/src/lib/header-search-events';
import {
  SETTINGS_UPDATED_EVENT,
  SITE_SETTINGS_CHANNEL,
  SiteHead,
} from '../../../site/src/lib/site-settings';
import { toastQueue } from '../../../site/src/lib/toast';
import { panelDownloads } from '../../msw/fixtures/panel';
import { customSettings } from '../../msw/fixtures/site-admin';
import { type UserRole, users } from '../../msw/fixtures/users';
import { sessionHandlers } from '../../msw/handlers/session';
import { closeWithEscape, expanded } from '../../support/escape';
import { settled, withSite } from '../support/site-story';

/** Where the page is: a header search's navigation shows here. */
function Address() {
  const [location] = useLocation();
  const search = useSearch();
  return <p>{`Endereço: ${search ? `${location}?${search}` : location}`}</p>;
}

function Page() {
  return (
    <PublicLayout>
      <main style={{ minHeight: 240, padding: 16 }}>
        <h1>Conteúdo da página</h1>
        <Address />
      </main>
    </PublicLayout>
  );
}

const meta = {
  title: 'Site/Shell/Header e Footer',
  component: Page,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/' },
  // The account and resources menus load after the first paint: their code is fetched before
  // each story, so a busy machine's chunk load never outlasts a query's one-second wait.
  beforeEach: async () => {
    await import('../../../site/src/components/header/header-widgets');
  },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

function siteHandlers(role: UserRole) {
  return [
    ...sessionHandlers(role),
    http.get('/api/site-settings', () =>
      HttpResponse.json({ logoUrl: null, faviconUrl: null, primaryColor: null }),
    ),
  ];
}

function as(role: UserRole): Story['beforeEach'] {
  return ({ msw }) => {
    msw.use(...siteHandlers(role));
  };
}

const banner = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('banner'));

export const Visitor: Story = {
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await header.findByRole('link', { name: 'Cadastre-se' });
    await expect(header.getByRole('link', { name: 'Entrar' })).toHaveAttribute(
      'href',
      '/auth?tab=login',
    );
    await expect(header.getByRole('link', { name: 'Início' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(header.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    await expect(header.queryByRole('link', { name: 'Admin' })).toBeNull();
    const footer = within(within(canvasElement).getByRole('contentinfo'));
    for (const column of ['Empresa', 'Legal', 'Parceria']) {
      await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Denunciar arquivo' })).toHaveAttribute(
      'href',
      '#denunciar',
    );
  },
};

export const FreeUser: Story = {
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(await header.findByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/planos',
    );
    await userEvent.click(await header.findByRole('button', { name: /Menu da conta de/ }));
    const menu = within(await within(document.body).findByRole('menu'));
    await menu.findByText('Conta Free · CONTA GRÁTIS');
    await expect(menu.getByRole('menuitem', { name: /Assinatura/ })).toHaveTextContent('UPGRADE');
    await waitFor(() =>
      expect(menu.getByRole('menuitem', { name: /Downloads/ })).toHaveTextContent(/\d+\/10/),
    );
    await expect(menu.getByRole('menuitem', { name: 'Sair da conta' })).toBeVisible();
  },
};

// The Downloads counter counts this calendar month, not the whole history (issue 16): two
// downloads now, three from 40 or more days ago (always an earlier month).
export const FreeUserMonthDownloads: Story = {
  beforeEach({ msw }) {
    msw.use(...siteHandlers('free'));
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const ages = [0, 0, 40, 70, 400];
    const history = panelDownloads.map((download, i) => ({
      ...download,
      createdAt: daysAgo(ages[i] ?? 400),
    }));
    msw.use(http.get('/api/downloads', () => HttpResponse.json(history)));
  },
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await userEvent.click(await header.findByRole('button', { name: /Menu da conta de/ }));
    const menu = within(await within(document.body).findByRole('menu'));
    await waitFor(() =>
      expect(menu.getByRole('menuitem', { name: /Downloads/ })).toHaveTextContent(
        /^Downloads\s*2\/10$/,
      ),
    );
  },
};

// Until the email is verified the menu says 'Confirme seu e-mail', with the way and a resend.
export const UnverifiedEmail: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () => HttpResponse.json({ ...users.free, emailVerified: false })),
      ...siteHandlers('free'),
      http.post('/api/email-verification/send', () =>
        HttpResponse.json({ success: true, message: 'Código reenviado' }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    toastQueue.items.splice(0);
    const header = banner(canvasElement);
    await userEvent.click(await header.findByRole('button', { name: /Menu da conta de/ }));
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.getByText('Confirme seu e-mail')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Verificar meu e-mail' })).toHaveAttribute(
      'href',
      '/email/verify',
    );
    // The second entry, by keyboard (as the panel's 'Sair' story does).
    const resend = menu.getByRole('menuitem', { name: 'Reenviar e-mail de confirmação' });
    await userEvent.keyboard('{Home}{ArrowDown}');
    await waitFor(() => expect(resend).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(toastQueue.items.map((item) => item.title)).toContain('Código reenviado'),
    );
  },
};

export const PremiumUser: Story = {
  beforeEach: as('premium'),
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await userEvent.click(await header.findByRole('button', { name: /Menu da conta de/ }));
    const menu = within(await within(document.body).findByRole('menu'));
    await menu.findByText(/^Conta /);
    await expect(menu.getByRole('menuitem', { name: /Downloads/ })).toHaveTextContent('∞');
    await expect(header.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  },
};

// A subscription about to end still has its plan: the menu names it, no 'Upgrade' link.
export const ExpiringSubscription: Story = {
  beforeEach: as('expiring'),
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await userEvent.click(await header.findByRole('button', { name: /Menu da conta de Carla/ }));
    const menu = within(await within(document.body).findByRole('menu'));
    await menu.findByText(/^Conta /);
    await expect(menu.queryByText(/CONTA GRÁTIS/)).toBeNull();
    await expect(header.queryByRole('link', { name: 'Upgrade' })).toBeNull();
    // The site's expiry banner under the header (platform §4.4): amber, 'Renovar' → /planos.
    const notice = within(canvasElement).getByText(
      'Sua assinatura Premium expira em 3 dia(s). Renove agora para não perder o acesso.',
    );
    await expect(notice).toBeVisible();
  },
};

// An expired monthly plan: the header still opens the account menu for the signed-in user.
export const ExpiredSubscription: Story = {
  beforeEach: as('expired'),
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    const trigger = await header.findByRole('button', { name: /Menu da conta de João/ });
    await userEvent.click(trigger);
    const menu = within(await within(document.body).findByRole('menu'));
    await menu.findByText(/^Conta /);
    await expect(menu.getByRole('menuitem', { name: 'Sair da conta' })).toBeVisible();
    await closeWithEscape(expanded(trigger));
    // The site wording of the expired banner (platform §4.4), its 'Renovar' to /planos.
    const page = within(canvasElement);
    await expect(
      page.getByText(
        'Sua assinatura Premium expirou. Renove agora para continuar acessando todos os benefícios.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Renovar' })).toHaveAttribute('href', '/planos');
  },
};

export const Admin: Story = {
  beforeEach: as('admin'),
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    await expect(await header.findByRole('link', { name: 'Admin' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await userEvent.click(await header.findByRole('button', { name: /Menu da conta de/ }));
    const menu = within(await within(document.body).findByRole('menu'));
    await expect(menu.queryByRole('menuitem', { name: /Assinatura/ })).toBeNull();
    // Staff are never a free account (issue 16): their own label, unlimited downloads.
    await expect(menu.getByText('Conta Equipe')).toBeVisible();
    await expect(menu.queryByText(/CONTA GRÁTIS|Conta Free/)).toBeNull();
    await expect(menu.getByRole('menuitem', { name: /Downloads/ })).toHaveTextContent('∞');
    // A verified (or seeded) account is not asked to confirm its email.
    await expect(menu.queryByText('Confirme seu e-mail')).toBeNull();
  },
};

export const Resources: Story = {
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    const header = banner(canvasElement);
    // The dropdown loads right after the first paint; its trigger then opens a menu.
    const trigger = await header.findByRole('button', { name: /Recursos/ });
    await waitFor(() =>
      expect(header.getByRole('button', { name: /Recursos/ })).toHaveAttribute(
        'aria-haspopup',
        'menu',
      ),
    );
    await userEvent.click(header.getByRole('button', { name: /Recursos/ }));
    void trigger;
    const body = within(document.body);
    const menu = within(await body.findByRole('menu'));
    await expect(menu.getAllByRole('menuitem')).toHaveLength(11);
    // 'Videoaulas' opens the lessons notice: covered by tests/accounts.e2e.test.ts.
    await expect(menu.getByRole('menuitem', { name: 'Videoaulas' })).toBeVisible();
  },
};

export const MobileMenu: Story = {
  beforeEach: as('visitor'),
  parameters: { route: '/categorias' },
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(await banner(canvasElement).findByRole('button', { name: 'Abrir menu' }));
    const drawer = within(await within(document.body).findByRole('dialog', { name: 'Menu' }));
    const current = drawer.getByRole('link', { name: /Categorias/ });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveTextContent('Atual');
    await expect(drawer.getByRole('link', { name: 'Cadastre-se' })).toBeVisible();
  },
};

export const LogoFallback: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/site-settings', () =>
        HttpResponse.json({
          logoUrl: '/logo-que-nao-existe.png',
          faviconUrl: null,
          primaryColor: null,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const logo = banner(canvasElement)
      .getByRole('link', { name: 'Arte Gospel, início' })
      .querySelector('img');
    // The default logo is drawn until the settings answer: once they have, it is the fallback.
    await settled();
    await waitFor(() => expect(logo?.getAttribute('src')).toMatch(/^\/images\/logo\.png/));
  },
};

/**
 * The app configuration staff set at /admin/app-config (issue 19): the header's name and
 * colour, the footer's e-mail and social links; a change announced by another tab (the
 * BroadcastChannel the console posts on) is read at once.
 */
export const WithAppConfig: Story = {
  // The app mounts SiteHead once, which hears the other tabs.
  render: () => (
    <>
      <SiteHead />
      <Page />
    </>
  ),
  beforeEach({ msw }) {
    let settings: Record<string, unknown> = {
      ...customSettings,
      logoUrl: null,
    };
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/site-settings', () => HttpResponse.json(settings)),
      http.post('/__test/rename', async ({ request }) => {
        settings = { ...settings, ...((await request.json()) as object) };
        return HttpResponse.json({ success: true });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const home = await banner(canvasElement).findByRole('link', {
      name: 'Arte Gospel Brasil, início',
    });
    await expect(within(home).getByText('Arte Gospel Brasil')).toHaveStyle({
      color: 'rgb(124, 58, 237)',
    });
    const footer = within(canvas.getByRole('contentinfo'));
    await expect(
      footer.getByRole('link', { name: 'Suporte: ola@artegospel.com.br' }),
    ).toHaveAttribute('href', 'mailto:ola@artegospel.com.br');
    const social = within(footer.getByRole('navigation', { name: 'Redes sociais' }));
    await expect(social.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'WhatsApp',
      'Instagram',
      'YouTube',
    ]);
    await expect(social.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5511940002024',
    );
    // Another tab saves a new name: this one hears it and reads the settings again.
    await fetch('/__test/rename', {
      method: 'POST',
      body: JSON.stringify({ siteName: 'Igreja Viva' }),
    });
    const channel = new BroadcastChannel(SITE_SETTINGS_CHANNEL);
    channel.postMessage({ change: SETTINGS_UPDATED_EVENT, at: Date.now() });
    channel.close();
    await expect(
      await banner(canvasElement).findByRole('link', { name: 'Igreja Viva, início' }),
    ).toBeVisible();
  },
};

/** Platform §2.6: on video lesson pages a video search box shows, and no Categorias link. */
export const VideoLessonSearch: Story = {
  beforeEach: as('visitor'),
  parameters: { route: '/videoaulas/11' },
  play: async ({ canvasElement }) => {
    await page.viewport(1280, 800);
    const header = banner(canvasElement);
    const box = await header.findByRole('searchbox', { name: 'Buscar videoaulas' });
    await expect(header.queryByRole('link', { name: 'Categorias' })).toBeNull();
    await expect(header.getByRole('link', { name: 'Início' })).toBeVisible();
    await userEvent.type(box, 'cartaz de culto{Enter}');
    // The story's memory location keeps the search decoded; a browser's address encodes it.
    await expect(
      within(canvasElement).getByText(
        /^Endereço: \/videoaulas\?busca=cartaz(%20| )de(%20| )culto$/,
      ),
    ).toBeVisible();
  },
};

export const HomeHeaderSearch: Story = {
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    await page.viewport(1280, 800);
    const header = banner(canvasElement);
    // On the home the header's box shows once the hero's own search is out of view.
    window.dispatchEvent(new Event(HEADER_SEARCH_SHOW));
    const box = await header.findByRole('searchbox', { name: 'Buscar artes' });
    // Blank, it goes nowhere (catalogue §5: a search needs a non-blank trimmed query).
    await userEvent.type(box, '   {Enter}');
    await expect(within(canvasElement).getByText('Endereço: /')).toBeVisible();
    await userEvent.type(box, ' santa ceia {Enter}');
    await expect(
      await within(canvasElement).findByText(/^Endereço: \/artes\?search=santa(%20| )ceia$/),
    ).toBeVisible();
  },
};
