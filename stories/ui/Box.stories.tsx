import { Box, Button } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Primitivos/Box',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Atoms on the theme contract: a column on phones, a row from 768 px. */
export const ResponsiveStack: Story = {
  render: () => (
    <Box
      as="section"
      aria-label="Ações"
      display="flex"
      flexDirection={{ mobile: 'column', tablet: 'row' }}
      gap="md"
      padding="lg"
      background="surfaceMuted"
      borderRadius="lg"
    >
      <Button tone="primary">Assinar Premium</Button>
      <Button tone="secondary">Ver planos</Button>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Ações' });
    const style = getComputedStyle(section);
    await expect(style.display).toBe('flex');
    await expect(style.gap).toBe('16px');
    await expect(style.paddingLeft).toBe('24px');
    await expect(style.backgroundColor).toBe('rgb(243, 244, 246)');
    await expect(style.flexDirection).toBe(window.innerWidth >= 768 ? 'row' : 'column');
  },
};
