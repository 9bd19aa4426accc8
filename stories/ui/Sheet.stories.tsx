import { Button, Sheet } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

function Demo() {
  return (
    <Sheet.Root>
      <Sheet.Trigger asChild>
        <Button tone="secondary">Filtros (2)</Button>
      </Sheet.Trigger>
      <Sheet.Popup>
        <Sheet.Header>
          <Sheet.Title>Filtros</Sheet.Title>
          <Sheet.CloseTrigger />
        </Sheet.Header>
        <Sheet.Body>
          <p>Categoria, formato, tipo de arquivo, licença e ordem.</p>
        </Sheet.Body>
        <Sheet.Footer>
          <Button tone="secondary">Limpar filtros</Button>
          <Sheet.CloseTrigger asChild aria-label={undefined}>
            <Button>Ver resultados</Button>
          </Sheet.CloseTrigger>
        </Sheet.Footer>
      </Sheet.Popup>
    </Sheet.Root>
  );
}

const meta = {
  title: 'Primitivos/Sheet',
  component: Demo,
  globals: { viewport: { value: 'mobile1' } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from the bottom edge as a modal; Escape closes it and the focus returns. */
export const OpensFromTheBottom: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filtros (2)' });
    await userEvent.click(trigger);
    const sheet = await screen.findByRole('dialog', { name: 'Filtros' });
    await expect(sheet).toBeVisible();
    // Its panel sits at the bottom of the screen.
    await waitFor(() =>
      expect(Math.round(sheet.getBoundingClientRect().bottom)).toBe(window.innerHeight),
    );
    await expect(within(sheet).getByRole('button', { name: 'Ver resultados' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A footer action that closes it ('Ver resultados'), and the × ('Fechar'). */
export const ClosesFromItsButtons: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filtros (2)' });
    await userEvent.click(trigger);
    let sheet = await screen.findByRole('dialog', { name: 'Filtros' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Ver resultados' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(trigger);
    sheet = await screen.findByRole('dialog', { name: 'Filtros' });
    await userEvent.click(within(sheet).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
