import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { staffUsers } from '../../msw/fixtures/admin-people';
import { sessionHandlers } from '../../msw/handlers/session';
import { adminCoursesHandlers } from '../../msw/handlers/video-lessons';
import { openedDialog } from '../../support/dialog';
import { storyPath, withSite } from '../support/site-story';
import { GuardedAdmin, loadErrorStory, loadingStory, preloadAdminPage } from './admin-story';

const meta = {
  title: 'Site/Admin/CoursesPage',
  component: GuardedAdmin,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/admin/gerenciar-cursos' },
  beforeEach: preloadAdminPage,
} satisfies Meta<typeof GuardedAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

const { designerAdm, suporte } = staffUsers;

const body = () => within(document.body);

export const Full: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminCoursesHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Gerenciar cursos' }),
    ).toBeVisible();
    const courses = await canvas.findByRole('list', { name: 'Cursos' });
    await expect(within(courses).getAllByRole('heading', { level: 2 })).toHaveLength(2);
    const canva = canvas.getByRole('list', { name: 'Aulas de Canva para igrejas' });
    await expect(within(canva).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      within(canva).getByText('https://vimeo.com/76979871', { exact: false }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Mover o curso Canva para igrejas para cima' }),
    ).toBeDisabled();
  },
};

export const DesignerAdmCreatesCourseAndLesson: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () => HttpResponse.json(designerAdm)),
      ...adminCoursesHandlers({ courses: [] }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum curso cadastrado')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Criar o primeiro curso' }));
    const courseDialog = await openedDialog('Novo curso');
    await userEvent.type(
      within(courseDialog).getByLabelText(/Título do curso/),
      'Stories para o culto',
    );
    await userEvent.click(within(courseDialog).getByRole('button', { name: 'Salvar curso' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Stories para o culto' }),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Adicionar aula' }));
    const lessonDialog = await openedDialog('Nova aula');
    const form = within(lessonDialog);
    await userEvent.type(form.getByLabelText(/Título da aula/), 'Abertura animada');
    await userEvent.type(form.getByLabelText(/Link do vídeo/), 'https://example.com/pagina.html');
    await userEvent.type(form.getByLabelText(/Duração/), '7:5x');
    await userEvent.click(form.getByRole('button', { name: 'Salvar aula' }));
    await expect(
      await form.findByText(
        'Use um link do YouTube, do Vimeo ou de um arquivo MP4 (http ou https)',
      ),
    ).toBeVisible();
    await expect(form.getByText(/Use minutos:segundos/)).toBeVisible();

    await userEvent.clear(form.getByLabelText(/Link do vídeo/));
    await userEvent.type(form.getByLabelText(/Link do vídeo/), 'https://youtu.be/aqz-KE-bpKQ');
    await userEvent.clear(form.getByLabelText(/Duração/));
    await userEvent.type(form.getByLabelText(/Duração/), '7:05');
    await userEvent.click(form.getByLabelText(/Aula Premium/));
    await userEvent.click(form.getByRole('button', { name: 'Salvar aula' }));
    const lessons = await canvas.findByRole('list', { name: 'Aulas de Stories para o culto' });
    await expect(within(lessons).getByText('1. Abertura animada')).toBeVisible();
    await expect(within(lessons).getByText('7:05 · https://youtu.be/aqz-KE-bpKQ')).toBeVisible();
    await expect(within(lessons).getByText('Premium')).toBeVisible();
  },
};

export const ReorderByKeyboard: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminCoursesHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const down = await canvas.findByRole('button', {
      name: 'Mover a aula Cartaz de culto de celebração para baixo',
    });
    down.focus();
    await userEvent.keyboard('{Enter}');
    const lessons = canvas.getByRole('list', { name: 'Aulas de Canva para igrejas' });
    await waitFor(() =>
      expect(within(lessons).getAllByRole('listitem')[0]).toHaveTextContent(
        '1. Stories animado para a Santa Ceia',
      ),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mover o curso Comunicação do ministério para cima' }),
    );
    await waitFor(() =>
      expect(canvas.getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
        'Comunicação do ministério',
      ),
    );
  },
};

export const DeleteWithConfirmation: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminCoursesHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Excluir a aula Calendário de postagens da semana',
      }),
    );
    const confirm = await body().findByRole('alertdialog', { name: 'Excluir aula?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await expect(
      await canvas.findByText('Nenhuma aula neste curso ainda: ele não aparece em /videoaulas.'),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory('/api/admin/courses', 'Carregando cursos...');

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...sessionHandlers('admin'), ...adminCoursesHandlers({ courses: [] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum curso cadastrado')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar o primeiro curso' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  ...loadErrorStory('/api/admin/courses', 'Não foi possível carregar os cursos', {
    status: 403,
    message: 'Você não tem permissão para esta ação.',
  }),
};

export const SuporteIsSentAway: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/user', () => HttpResponse.json(suporte)),
      ...adminCoursesHandlers(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Sent to the home ('/'), the page's heading never drawn.
    await waitFor(() => expect(storyPath()).toBe('/'));
    await expect(canvas.queryByRole('heading', { name: 'Gerenciar cursos' })).toBeNull();
  },
};

export const Mobile: Story = {
  ...Full,
  globals: { viewport: { value: 'mobile1' } },
};
