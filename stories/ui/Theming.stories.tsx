import {
  Button,
  EmptyState,
  ErrorBanner,
  lightTheme,
  ministryTheme,
  Pagination,
} from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

function Sample({ themeClass, name }: { themeClass: string; name: string }) {
  return (
    <section
      className={themeClass}
      aria-label={name}
      style={{ display: 'grid', gap: 16, padding: 16, flex: '1 1 320px' }}
    >
      <h2 style={{ margin: 0, fontSize: '1.1rem' }}>{name}</h2>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button tone="primary">Assinar Premium</Button>
        <Button tone="secondary">Ver planos</Button>
      </div>
      <Pagination
        page={2}
        pages={5}
        onPageChange={() => undefined}
        texts={{ label: `Paginação (${name})` }}
      />
      <ErrorBanner
        message="Ocorreu um erro ao carregar os designs. Por favor, tente novamente."
        onRetry={() => undefined}
      />
      <EmptyState
        headingLevel={3}
        title="Nenhuma arte encontrada"
        description="Tente ajustar seus filtros ou realizar uma busca diferente."
      />
    </section>
  );
}

const meta = {
  title: 'Primitivos/Theming',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same components under the product theme and a second ministry's theme. */
export const TwoThemes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap' }}>
      <Sample themeClass={lightTheme} name="Tema Arte Gospel" />
      <Sample themeClass={ministryTheme} name="Tema de outro ministério" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const product = within(canvas.getByRole('region', { name: 'Tema Arte Gospel' }));
    const ministry = within(canvas.getByRole('region', { name: 'Tema de outro ministério' }));
    const productButton = getComputedStyle(
      product.getByRole('button', { name: 'Assinar Premium' }),
    );
    const ministryButton = getComputedStyle(
      ministry.getByRole('button', { name: 'Assinar Premium' }),
    );
    await expect(productButton.backgroundColor).toBe('rgb(79, 70, 229)');
    await expect(ministryButton.backgroundColor).toBe('rgb(15, 118, 110)');
    await expect(ministryButton.fontFamily).toContain('Georgia');
    await expect(ministryButton.borderRadius).toBe('6px');
    await expect(ministry.getByText('Página 2 de 5')).toBeVisible();
  },
};
