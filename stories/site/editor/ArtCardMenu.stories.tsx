import type { Art } from '@arte-gospel/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Route, Switch, useLocation } from 'wouter';
import { ArtCard } from '../../../site/src/components/art-gallery/art-card';
import { catalogueArt } from '../../msw/fixtures/catalogue';
import { withSite } from '../support/site-story';

// Issue 20: an art drawn from a template (`editable`) has a menu on its card with 'Editar
// online', leading to the editor; an uploaded image has no menu.

function poster(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1350"><rect width="1080" height="1350" fill="hsl(${hue},55%,35%)"/><text x="540" y="690" font-family="sans-serif" font-size="90" fill="white" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const drawn: Art = catalogueArt(4, {
  title: 'Santa Ceia do Senhor',
  imageUrl: poster('Santa Ceia', 350),
  format: 'cartaz',
  width: 1080,
  height: 1350,
  editable: true,
});
const uploaded: Art = catalogueArt(5, {
  title: 'Culto de Louvor',
  imageUrl: poster('Louvor', 220),
  format: 'cartaz',
  width: 1080,
  height: 1350,
  editable: false,
});

function Where() {
  const [location] = useLocation();
  return <p data-testid="location">{location}</p>;
}

function Gallery() {
  return (
    <Switch>
      <Route path="/artes/:id/editar">
        <Where />
      </Route>
      <Route>
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            gap: 12,
            padding: 12,
            maxWidth: 520,
          }}
        >
          <ArtCard art={drawn} priority />
          <ArtCard art={uploaded} priority />
        </div>
      </Route>
    </Switch>
  );
}

const meta = {
  title: 'Site/Editor/ArtCardMenu',
  component: Gallery,
  decorators: [withSite],
  parameters: { layout: 'fullscreen', route: '/categorias/santa-ceia' },
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EditOnline: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Only the drawn art has a menu.
    const trigger = await canvas.findByRole('button', {
      name: 'Mais opções: Santa Ceia do Senhor',
    });
    await expect(canvas.queryByRole('button', { name: 'Mais opções: Culto de Louvor' })).toBeNull();
    // Its button is not inside the card's link (a button may not sit in a link).
    await expect(trigger.closest('a')).toBeNull();
    // A finger-sized target.
    const box = trigger.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(40);
    await userEvent.click(trigger);
    const body = within(document.body);
    const item = await body.findByRole('menuitem', { name: 'Editar online' });
    await expect(item).toHaveAttribute('href', '/artes/4/editar');
    await userEvent.click(item);
    await expect(await canvas.findByTestId('location')).toHaveTextContent('/artes/4/editar');
  },
};

export const KeyboardOpens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', {
      name: 'Mais opções: Santa Ceia do Senhor',
    });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const item = await within(document.body).findByRole('menuitem', { name: 'Editar online' });
    await expect(item).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // The card's own link still opens the art page.
    await expect(canvas.getByRole('link', { name: /^Santa Ceia do Senhor/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/artes\/4-/),
    );
  },
};
