import { Button, Tooltip } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Primitivos/Tooltip',
  component: Tooltip,
  args: {
    content: 'Baixe a arte para editar no Canva',
    children: <Button tone="secondary">Baixar</Button>,
    openDelayMs: 700,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHoverAfter700ms: Story = {
  play: async ({ canvasElement }) => {
    const body = within(document.body);
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Baixar' }));
    await expect(body.queryByRole('tooltip')).toBeNull();
    await waitFor(
      () => expect(body.getByRole('tooltip')).toHaveTextContent('Baixe a arte para editar'),
      { timeout: 2000 },
    );
    await userEvent.unhover(within(canvasElement).getByRole('button', { name: 'Baixar' }));
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const OnKeyboardFocus: Story = {
  play: async () => {
    await userEvent.tab();
    await waitFor(
      () =>
        expect(within(document.body).getByRole('tooltip')).toHaveTextContent(
          'Baixe a arte para editar',
        ),
      { timeout: 2000 },
    );
  },
};
