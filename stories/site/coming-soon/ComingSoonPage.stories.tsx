import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ComingSoonPage } from '../../../site/src/features/coming-soon/components/coming-soon-page';
import { withSite } from '../support/site-story';

const meta = {
  title: 'Site/Em breve/ComingSoonPage',
  component: ComingSoonPage,
  decorators: [withSite],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

function expectPage(title: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(canvas.getByText('Em breve')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explorar artes' })).toHaveAttribute(
      'href',
      '/artes',
    );
    await expect(canvas.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute(
      'href',
      '/',
    );
  };
}

export const Comunidade: Story = {
  parameters: { route: '/comunidade' },
  play: expectPage('Comunidade'),
};
export const PostDaComunidade: Story = {
  parameters: { route: '/comunidade/post/42' },
  play: expectPage('Publicação da comunidade'),
};
export const PaginaDeTeste: Story = {
  parameters: { route: '/avatar-test' },
  play: expectPage('Teste de avatar'),
};
export const Mobile: Story = {
  parameters: { route: '/comunidade' },
  globals: { viewport: { value: 'mobile1' } },
  play: expectPage('Comunidade'),
};
