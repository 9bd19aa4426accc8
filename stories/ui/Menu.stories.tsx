import { buttonClassName, Menu } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { closeWithEscape, expanded } from '../support/escape';

const meta = {
  title: 'Primitivos/Menu',
  component: Menu.Root,
  args: { onSelect: fn() },
  render: (args) => (
    <Menu.Root {...args}>
      <Menu.Trigger className={buttonClassName({ tone: 'ghost' })}>Recursos ▾</Menu.Trigger>
      <Menu.Content>
        <Menu.Item value="calendario" asChild>
          <a href="/recursos/calendario">Calendário de postagens</a>
        </Menu.Item>
        <Menu.Item value="fontes" asChild>
          <a href="/recursos/fontes">Fontes</a>
        </Menu.Item>
        <Menu.Separator />
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel>Aprender</Menu.ItemGroupLabel>
          <Menu.Item value="videoaulas">Videoaulas</Menu.Item>
          <Menu.Item value="em-breve" disabled>
            Mentoria (em breve)
          </Menu.Item>
        </Menu.ItemGroup>
      </Menu.Content>
    </Menu.Root>
  ),
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Menu.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensAndRunsAnAction: Story = {
  play: async ({ args, canvasElement }) => {
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
    // As a hand does: the pointer travels onto the item (at its place on screen), then clicks.
    // zag highlights an item on a pointer move only, and skips a move that stays where the last
    // one was, so a click without a move selects nothing after earlier stories left the pointer.
    const item = body.getByRole('menuitem', { name: 'Videoaulas' });
    const box = item.getBoundingClientRect();
    const coords = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
    await userEvent.pointer({ target: item, coords });
    await userEvent.pointer({ keys: '[MouseLeft]', target: item, coords });
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(
      expect.objectContaining({ value: 'videoaulas' }),
    );
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
    await closeWithEscape(expanded(trigger));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};
