import { InstallButton } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { page } from 'vitest/browser';

const meta = {
  title: 'Popups/InstallButton',
  component: InstallButton,
  args: { onClick: fn() },
} satisfies Meta<typeof InstallButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnDesktop: Story = {
  play: async ({ args, canvasElement }) => {
    await page.viewport(1280, 800);
    const button = await within(canvasElement).findByRole('button', { name: 'Instalar app' });
    await waitFor(() => expect(button).toBeVisible());
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Hidden on medium-width screens and below. */
export const HiddenAt1024: Story = {
  play: async ({ canvasElement }) => {
    await page.viewport(1024, 800);
    await waitFor(() =>
      expect(within(canvasElement).queryByRole('button', { name: 'Instalar app' })).toBeNull(),
    );
  },
};
