import type { StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, within } from 'storybook/test';
import { RouteGuard } from '../../../site/src/app/route-guard';
import { ADMIN_PAGE_COMPONENTS } from '../../../site/src/features/admin/admin-page-registry';
import { AdminRoutes } from '../../../site/src/features/admin/components/admin-routes';
import { sessionHandlers } from '../../msw/handlers/session';

/** The staff console behind the app's route guard: a role not allowed is sent away. */
export function GuardedAdmin() {
  return (
    <RouteGuard>
      <AdminRoutes />
    </RouteGuard>
  );
}

type AdminStory = StoryObj<typeof GuardedAdmin>;

/**
 * A meta's `beforeEach`: the code of the story's /admin/{page} (its `parameters.route`) is
 * loaded before the story starts. Each page's code loads on first use; on a busy machine
 * Vite's first transform of a page outlasted the one-second waits of every story of its file.
 */
export async function preloadAdminPage({ parameters }: { parameters: { route?: unknown } }) {
  const route = typeof parameters.route === 'string' ? parameters.route : '';
  const slug = /^\/admin\/([^/?#]+)/.exec(route)?.[1];
  if (slug) await ADMIN_PAGE_COMPONENTS[slug]?.preload();
}

/** Loading, for admin: `path` never answers, and the page's spinner (`label`) shows. */
export function loadingStory(path: string, label: string): AdminStory {
  return {
    beforeEach({ msw }) {
      msw.use(
        ...sessionHandlers('admin'),
        http.get(path, async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
    },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByRole('status', { name: label })).toBeVisible();
    },
  };
}

/**
 * A failed load, for admin: `path` answers `status` with `message`, and the page's alert
 * shows its `title` and that message.
 */
export function loadErrorStory(
  path: string,
  title: string,
  { status, message }: { status: number; message: string },
): AdminStory {
  return {
    beforeEach({ msw }) {
      msw.use(
        ...sessionHandlers('admin'),
        http.get(path, () => HttpResponse.json({ message }, { status })),
      );
    },
    play: async ({ canvasElement }) => {
      const alert = await within(canvasElement).findByRole('alert');
      await expect(alert).toHaveTextContent(title);
      await expect(alert).toHaveTextContent(message);
    },
  };
}

/** A story's viewport: a 390 px phone (the staff pages must fit it). */
export const phone390 = {
  parameters: {
    viewport: {
      options: {
        phone390: { name: 'Telefone 390 px', styles: { width: '390px', height: '844px' } },
      },
    },
  },
  globals: { viewport: { value: 'phone390' } },
} satisfies AdminStory;
