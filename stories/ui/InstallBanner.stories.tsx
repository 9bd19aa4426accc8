import { InstallBanner } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { page } from 'vitest/browser';

const meta = {
  title: 'Popups/InstallBanner',
  component: InstallBanner,
  args: { onInstall: fn(), onDismiss: fn(), iconUrl: '/icons/icon-192.png' },
} satisfies Meta<typeof InstallBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ args, canvasElement }) => {
    await page.viewport(390, 844);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Instale o app Arte Gospel' })).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Instalar' }));
    await expect(args.onInstall).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Agora não' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const HiddenOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    await page.viewport(1280, 800);
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole('region', { name: 'Instale o app Arte Gospel' }),
      ).toBeNull(),
    );
  },
};
