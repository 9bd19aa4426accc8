import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Switch } from 'wouter';
import { VideoLessonPage } from '../../../site/src/features/video-lessons/components/video-lesson-page';
import { VideoLessonsPage } from '../../../site/src/features/video-lessons/components/video-lessons-page';
import type { UserRole } from '../../msw/fixtures/users';
import { sessionHandlers } from '../../msw/handlers/session';
import { videoLessonsHandlers } from '../../msw/handlers/video-lessons';
import { withSite } from '../support/site-story';

function Pages() {
  return (
    <Switch>
      <Route path="/videoaulas" component={VideoLessonsPage} />
      <Route path="/videoaulas/:id" component={VideoLessonPage} />
    </Switch>
  );
}

const meta = {
  title: 'Site/VideoLessons/VideoLessonsPages',
  component: Pages,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/videoaulas' },
} satisfies Meta<typeof Pages>;

export default meta;
type Story = StoryObj<typeof meta>;

function as(role: UserRole): Story['beforeEach'] {
  return ({ msw }) => {
    msw.use(...sessionHandlers(role), ...videoLessonsHandlers({ role }));
  };
}

export const Full: Story = {
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Videoaulas' })).toBeVisible();
    const canva = await canvas.findByRole('region', { name: 'Canva para igrejas' });
    const lessons = within(canva).getAllByRole('link');
    await expect(lessons).toHaveLength(2);
    await expect(lessons[0]).toHaveAttribute('href', '/videoaulas/11');
    await expect(lessons[0]).toHaveTextContent('Cartaz de culto de celebração');
    await expect(lessons[0]).toHaveTextContent('12:34');
    await expect(lessons[0]).toHaveTextContent('Grátis');
    await expect(lessons[1]).toHaveTextContent('Premium');
    await expect(
      within(canvas.getByRole('region', { name: 'Comunicação do ministério' })).getByRole('link'),
    ).toHaveTextContent('1:02:03');
  },
};

/** On a phone the page has its own search box (from 768 px the header's is the one). */
export const SearchIgnoresAccents: Story = {
  globals: { viewport: { value: 'mobile1' } },
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: 'Buscar videoaula' });
    await userEvent.type(search, 'calendario POSTAGENS');
    await expect(canvas.getAllByRole('link', { name: /Calendário de postagens/ })).toHaveLength(1);
    await expect(canvas.queryByRole('region', { name: 'Canva para igrejas' })).toBeNull();
    await userEvent.clear(search);
    await userEvent.type(search, 'batismo');
    await expect(canvas.getByText('Nenhuma videoaula encontrada')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(canvas.getByRole('region', { name: 'Canva para igrejas' })).toBeVisible();
  },
};

/** A search in the address (the header's video search, §2.6) is the page's search. */
export const SearchFromAddress: Story = {
  globals: { viewport: { value: 'mobile1' } },
  beforeEach: as('visitor'),
  parameters: { route: '/videoaulas?busca=calendario' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: 'Buscar videoaula' });
    await expect(search).toHaveValue('calendario');
    await canvas.findByRole('link', { name: /Calendário de postagens/ });
    await expect(canvas.queryByRole('region', { name: 'Canva para igrejas' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/video-lessons', async () => {
        await delay('infinite');
        return HttpResponse.json({ courses: [] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Carregando videoaulas...' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      ...videoLessonsHandlers({ role: 'visitor', courses: { courses: [] } }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhuma videoaula publicada ainda')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver as artes' })).toHaveAttribute(
      'href',
      '/artes',
    );
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/video-lessons', () =>
        HttpResponse.json({ message: 'Serviço indisponível' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Não foi possível carregar as videoaulas');
    await expect(alert).toHaveTextContent('Serviço indisponível');
  },
};

export const Mobile: Story = {
  ...Full,
  globals: { viewport: { value: 'mobile1' } },
};

export const LessonYouTube: Story = {
  parameters: { route: '/videoaulas/11' },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Cartaz de culto de celebração' }),
    ).toBeVisible();
    const player = canvas.getByTitle('Vídeo: Cartaz de culto de celebração');
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    );
    await expect(
      canvas.getByRole('link', { name: 'Próxima aula: Stories animado para a Santa Ceia →' }),
    ).toHaveAttribute('href', '/videoaulas/12');
  },
};

export const LessonMp4: Story = {
  parameters: { route: '/videoaulas/21' },
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Calendário de postagens da semana' });
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('src', 'https://cdn.example.com/aulas/calendario.mp4');
    await expect(canvas.queryByRole('link', { name: /Próxima aula/ })).toBeNull();
  },
};

export const PremiumLockedForFree: Story = {
  parameters: { route: '/videoaulas/12' },
  beforeEach: as('free'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Videoaula exclusiva para assinantes Premium' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver planos' })).toHaveAttribute(
      'href',
      '/planos',
    );
    await expect(canvas.queryByRole('link', { name: /Já sou assinante/ })).toBeNull();
    await expect(canvasElement.querySelector('iframe, video')).toBeNull();
    await expect(
      canvas.getByRole('link', { name: '← Aula anterior: Cartaz de culto de celebração' }),
    ).toHaveAttribute('href', '/videoaulas/11');
  },
};

export const PremiumLockedForVisitorMobile: Story = {
  parameters: { route: '/videoaulas/12' },
  globals: { viewport: { value: 'mobile1' } },
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Ver planos' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Já sou assinante: entrar' })).toHaveAttribute(
      'href',
      '/auth?tab=login',
    );
  },
};

export const PremiumPlaysForPremium: Story = {
  parameters: { route: '/videoaulas/12' },
  beforeEach: as('premium'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByTitle('Vídeo: Stories animado para a Santa Ceia'),
    ).toHaveAttribute('src', 'https://player.vimeo.com/video/76979871?dnt=1');
    await expect(canvas.queryByText('Videoaula exclusiva para assinantes Premium')).toBeNull();
  },
};

export const LessonLoading: Story = {
  parameters: { route: '/videoaulas/11' },
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/video-lessons/:id', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Carregando videoaula...' }),
    ).toBeVisible();
  },
};

export const LessonNotFound: Story = {
  parameters: { route: '/videoaulas/999' },
  beforeEach: as('visitor'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Videoaula não encontrada')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ver as videoaulas' })).toHaveAttribute(
      'href',
      '/videoaulas',
    );
  },
};

export const LessonError: Story = {
  parameters: { route: '/videoaulas/11' },
  beforeEach({ msw }) {
    msw.use(
      ...sessionHandlers('visitor'),
      http.get('/api/video-lessons/:id', () =>
        HttpResponse.json({ message: 'Serviço indisponível' }, { status: 503 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar a videoaula',
    );
  },
};
