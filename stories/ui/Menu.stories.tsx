import { Menu } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const onLessons = fn();

const meta = {
  title: 'Primitivos/Menu',
  component: Menu,
  args: {
    trigger: 'Recursos ▾',
    entries: [
      { value: 'calendario', label: 'Calendário de postagens', href: '/recursos/calendario' },
      { value: 'fontes', label: 'Fontes', href: '/recursos/fontes' },
      'separator',
      {
        group: 'Aprender',
        items: [
          { value: 'videoaulas', label: 'Videoaulas', onSelect: onLessons },
          { value: 'em-breve', label: 'Mentoria (em breve)', disabled: true },
        ],
      },
    ],
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndRunsAnAction: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Recursos ▾' });
    await userEvent.click(trigger);
    const body = within(document.body);
    const menu = await body.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(body.getByRole('menuitem', { name: 'Fontes' })).toHaveAttribute(
      'href',
      '/recursos/fontes',
    );
    await expect(body.getByText('Aprender')).toBeVisible();
    await expect(body.getByRole('menuitem', { name: 'Mentoria (em breve)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(body.getByRole('menuitem', { name: 'Videoaulas' }));
    await expect(onLessons).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
};

export const KeyboardAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Recursos ▾' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    await waitFor(() => expect(body.getByRole('menu')).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
