import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import { DesignerPage } from '../../../site/src/features/designers/components/designer-page';
import { DesignersPage } from '../../../site/src/features/designers/components/designers-page';
import type { UserRole } from '../../msw/fixtures/users';
import { catalogueHandlers } from '../../msw/handlers/catalogue';
import { libraryHandlers } from '../../msw/handlers/library';
import { sessionHandlers } from '../../msw/handlers/session';
import { settled, withSite } from '../support/site-story';

function Pages() {
  return (
    <Switch>
      <Route path="/designers" component={DesignersPage} />
      <Route path="/designers/:username" component={DesignerPage} />
    </Switch>
  );
}

const meta = {
  title: 'Site/Designers/DesignersPages',
  component: Pages,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/designers' },
} satisfies Meta<typeof Pages>;

export default meta;
type Story = StoryObj<typeof meta>;

function as(role: UserRole): Story['beforeEach'] {
  return ({ msw }) => {
    msw.use(...sessionHandlers(role), ...libraryHandlers({ role }), ...catalogueHandlers());
  };
}

export const List: Story = {
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Designers' })).toBeVisible();
    const rafael = await canvas.findByRole('link', { name: /Rafael Moreira/ });
    await expect(rafael).toHaveAttribute('href', '/designers/rafaelmoreira');
    await expect(within(rafael).getByText('24 artes · 310 seguidores')).toBeVisible();
    await expect(canvas.getByText('12 artes · 1 seguidor')).toBeVisible();
    // No photo: initials.
    await expect(within(rafael).getByText('RM')).toBeVisible();
  },
};

export const ListLoading: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/designers', async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Carregando designers...' }),
    ).toBeVisible();
  },
};

export const ListEmpty: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/designers', () => HttpResponse.json([])),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Nenhum designer encontrado'),
    ).toBeVisible();
  },
};

export const ListError: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/designers', () =>
        HttpResponse.json({ message: 'Serviço indisponível' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Serviço indisponível',
    );
  },
};

export const ProfileFollowFree: Story = {
  parameters: { route: '/designers/rafaelmoreira' },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Rafael Moreira' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Designer da Igreja Batista Central. Especialista em stories.'),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('list', { name: 'Artes de Rafael Moreira' }),
    ).toBeVisible();
    // The session's answer too: 'Seguir' clicked before it is a visitor's (sent to sign in).
    await settled();
    await userEvent.click(canvas.getByRole('button', { name: 'Seguir' }));
    await expect(await canvas.findByRole('button', { name: 'Deixar de seguir' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByText('24 artes · 311 seguidores')).toBeVisible();
  },
};

export const ProfileNotFound: Story = {
  parameters: { route: '/designers/ninguem' },
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Designer não encontrado' }),
    ).toBeVisible();
  },
};

export const ProfileMobile: Story = {
  parameters: { route: '/designers/julianaprado' },
  globals: { viewport: { value: 'mobile1' } },
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Juliana Prado Lima' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Seguir' })).toBeVisible();
  },
};

export const ListMobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: /Juliana Prado Lima/ }),
    ).toBeVisible();
  },
};
