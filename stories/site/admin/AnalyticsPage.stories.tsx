import type { User } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { ADMIN_PAGE_COMPONENTS } from '../../../site/src/features/admin/admin-page-registry';
import { staffUsers } from '../../msw/fixtures/admin-people';
import { users } from '../../msw/fixtures/users';
import { type AnalyticsState, adminAnalyticsHandlers } from '../../msw/handlers/admin-analytics';
import { choose } from '../support/choose';
import { storyPath, withSite } from '../support/site-story';
import { GuardedAdmin, phone390 } from './admin-story';

// /admin/analytics (issue 19): the route guard lets only admin in (platform §6.3); the API
// answers 403 to anyone else, which the page shows as its error.

const meta = {
  title: 'Site/Admin/Analytics',
  component: GuardedAdmin,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/analytics' },
} satisfies Meta<typeof GuardedAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

const requested: string[] = [];

function as(user: User, state: AnalyticsState = 'full'): Story['beforeEach'] {
  return async ({ msw }) => {
    // The page's code (and its charts) loaded before the story starts: on a busy machine
    // the first story's lazy import outlasted the queries' one-second wait for the heading.
    await ADMIN_PAGE_COMPONENTS.analytics?.preload();
    requested.length = 0;
    msw.use(
      http.get('/api/user', () => HttpResponse.json(user)),
      ...adminAnalyticsHandlers(state, requested),
    );
  };
}

/** The table named `caption` (its scrolling frame carries the caption as its name). */
async function table(canvasElement: HTMLElement, caption: RegExp) {
  return within(await within(canvasElement).findByRole('region', { name: caption }));
}

/** A row of a table by its first cell, as its cells' texts. */
function row(region: ReturnType<typeof within>, name: string) {
  const header = region.getByRole('rowheader', { name });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

export const Full: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const totals = within(await canvas.findByRole('list', { name: /Totais de 09\/02\/2026/ }));
    await expect(totals.getByText('Cadastros').nextSibling).toHaveTextContent('25');
    await expect(totals.getByText('Compras').nextSibling).toHaveTextContent('6');
    await expect(totals.getByText('Downloads').nextSibling).toHaveTextContent('94');
    await expect(totals.getByText('Visualizações de artes').nextSibling).toHaveTextContent('516');
    await expect(requested).toEqual(['30']);

    const daily = await table(canvasElement, /Números por dia/);
    await expect(row(daily, '10/03')).toEqual(['12', '3', '41', '230']);
    await expect(row(daily, '20/02')).toEqual(['5', '2', '18', '96']);
    await expect(row(daily, '01/03')).toEqual(['0', '0', '0', '0']);
    await expect(daily.getAllByRole('row')).toHaveLength(31);

    const sources = await table(canvasElement, /Origem do cadastro/);
    await expect(row(sources, 'instagram')).toEqual(['11', '3']);
    await expect(row(sources, 'Sem origem (acesso direto)')).toEqual(['6', '0']);

    const events = await table(canvasElement, /Eventos do provedor/);
    await expect(row(events, 'Compra aprovada')).toEqual(['6']);
    await expect(row(events, 'Assinatura cancelada')).toEqual(['1']);

    const arts = await table(canvasElement, /Por downloads no período/);
    await expect(arts.getByRole('link', { name: 'Santa Ceia do Senhor' })).toHaveAttribute(
      'href',
      '/artes/102-santa-ceia-do-senhor',
    );
    await expect(row(arts, 'Culto de Celebração — Domingo 19h')).toEqual(['38', '210']);
    const categories = await table(canvasElement, /das artes de cada categoria/);
    await expect(row(categories, 'Sem categoria')).toEqual(['2', '12']);
    const searches = await table(canvasElement, /Buscas na listagem/);
    await expect(row(searches, 'santa ceia')).toEqual(['31', '14']);
    const empty = await table(canvasElement, /não encontraram/);
    await expect(row(empty, 'cha de bebe')).toEqual(['2']);
    // The chart draws the same days (uPlot, loaded with it).
    await waitFor(() => expect(canvasElement.querySelector('.uplot canvas')).not.toBeNull());
    await expect(canvas.queryByText('Em breve')).toBeNull();
  },
};

export const SevenDays: Story = {
  beforeEach: as(users.admin),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: /Totais de 09\/02\/2026/ });
    await choose(canvasElement, 'Período', 'Últimos 7 dias');
    const totals = within(await canvas.findByRole('list', { name: /Totais de 04\/03\/2026/ }));
    await expect(totals.getByText('Cadastros').nextSibling).toHaveTextContent('20');
    await expect(totals.getByText('Downloads').nextSibling).toHaveTextContent('76');
    const daily = await table(canvasElement, /Números por dia, 04\/03\/2026 a 10\/03\/2026/);
    await expect(daily.getAllByRole('row')).toHaveLength(8);
    await expect(requested).toEqual(['30', '7']);
  },
};

export const Loading: Story = {
  beforeEach: as(users.admin, 'loading'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Carregando o analytics...' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: as(users.admin, 'empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nada registrado neste período' }),
    ).toBeVisible();
    await expect(canvas.getByText('Nenhuma busca no período.')).toBeVisible();
    await expect(canvas.getByText('Nenhuma busca ficou sem resultado no período.')).toBeVisible();
    await expect(canvas.getByText('Nenhum cadastro ou compra no período.')).toBeVisible();
    const daily = await table(canvasElement, /Números por dia/);
    await expect(row(daily, '10/03')).toEqual(['0', '0', '0', '0']);
  },
};

export const ErrorState: Story = {
  beforeEach: as(users.admin, 'error'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar o analytics')).toBeVisible();
    await expect(canvas.getByText('Erro interno do servidor')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** designer_adm and suporte work in /admin, not here: the guard sends them away, no call made. */
export const DesignerAdmIsSentAway: Story = {
  beforeEach: as(staffUsers.designerAdm),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Sent to the home ('/'), the page's heading never drawn.
    await waitFor(() => expect(storyPath()).toBe('/'));
    await expect(canvas.queryByRole('heading', { name: 'Analytics' })).toBeNull();
    await expect(requested).toEqual([]);
  },
};

export const SuporteIsSentAway: Story = {
  ...DesignerAdmIsSentAway,
  beforeEach: as(staffUsers.suporte),
};

/** An admin whose level was taken away after the page opened: the API's 403 is shown. */
export const ForbiddenByTheApi: Story = {
  beforeEach: as(users.admin, 'forbidden'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Você não tem permissão para esta ação.')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: /Totais/ })).toBeNull();
  },
};

export const Phone390: Story = {
  ...Full,
  ...phone390,
};
