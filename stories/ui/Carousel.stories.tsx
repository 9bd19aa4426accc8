import { Carousel } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const names = ['Culto', 'Jovens', 'Louvor', 'Ceia', 'Batismo', 'Natal', 'Páscoa', 'Missões'];

function Tile({ name }: { name: string }) {
  return (
    <a
      href={`#${name}`}
      style={{
        width: 160,
        height: 120,
        display: 'grid',
        placeItems: 'center',
        borderRadius: 12,
        background: '#EEF2FF',
        color: '#111827',
      }}
    >
      {name}
    </a>
  );
}

const meta = {
  title: 'Primitivos/Carousel',
  component: Carousel,
  args: {
    label: 'Categorias em destaque',
    children: names.map((name) => <Tile key={name} name={name} />),
  },
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Rolar para a direita' scrolls by 75 % of the visible width; at the start the left one is disabled. */
export const ScrollsBy75Percent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    const previous = canvas.getByRole('button', { name: 'Rolar para a esquerda' });
    const next = canvas.getByRole('button', { name: 'Rolar para a direita' });
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await waitFor(() => expect(previous).toBeDisabled());
    await expect(next).toBeEnabled();
    list.style.scrollBehavior = 'auto';
    await userEvent.click(next);
    await waitFor(() => expect(list.scrollLeft).toBeCloseTo(list.clientWidth * 0.75, -1));
    await waitFor(() => expect(previous).toBeEnabled());
  },
};

/** At the end the right button is disabled. */
export const AtTheEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    list.style.scrollBehavior = 'auto';
    list.scrollLeft = list.scrollWidth;
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Rolar para a direita' })).toBeDisabled(),
    );
  },
};

/** Few slides: nothing to scroll, both buttons disabled. */
export const FitsWithoutScrolling: Story = {
  args: { children: names.slice(0, 2).map((name) => <Tile key={name} name={name} />) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Rolar para a direita' })).toBeDisabled(),
    );
    await expect(canvas.getByRole('button', { name: 'Rolar para a esquerda' })).toBeDisabled();
  },
};
