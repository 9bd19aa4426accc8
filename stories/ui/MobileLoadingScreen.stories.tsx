import { MobileLoadingScreen } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Produto/MobileLoadingScreen',
  component: MobileLoadingScreen,
  globals: { viewport: { value: 'mobile1' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof MobileLoadingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('status', { name: 'Preparando o seu kit de designer...' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Artes, fontes e modelos prontos para o seu ministério.'),
    ).toBeVisible();
  },
};

export const OtherMessage: Story = {
  args: { message: 'Abrindo o painel...', hint: 'Só um instante.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Abrindo o painel...' })).toBeVisible();
    await expect(canvas.getByText('Só um instante.')).toBeVisible();
  },
};
