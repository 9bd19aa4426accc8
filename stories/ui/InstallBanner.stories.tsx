import { InstallBanner } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { page } from 'vitest/browser';

interface InstallBannerArgs {
  onInstall: () => void;
  onDismiss: () => void;
  iconUrl?: string;
}

const meta = {
  title: 'Popups/InstallBanner',
  args: { onInstall: fn(), onDismiss: fn(), iconUrl: '/icons/icon-192.png' },
  render: ({ onInstall, onDismiss, iconUrl }) => (
    <InstallBanner.Root>
      {iconUrl ? <InstallBanner.Icon src={iconUrl} /> : null}
      <InstallBanner.Text>
        <InstallBanner.Title />
        <InstallBanner.Description />
      </InstallBanner.Text>
      <InstallBanner.Actions>
        <InstallBanner.Dismiss onClick={onDismiss} />
        <InstallBanner.Install onClick={onInstall} />
      </InstallBanner.Actions>
    </InstallBanner.Root>
  ),
} satisfies Meta<InstallBannerArgs>;

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

/** Without an icon the text keeps its column. */
export const NoIcon: Story = {
  args: { iconUrl: undefined },
  play: async ({ canvasElement }) => {
    await page.viewport(390, 844);
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(
        canvas.getByText('Acesse as artes mais rápido, direto da tela inicial.'),
      ).toBeVisible(),
    );
    await expect(canvas.queryByRole('img')).toBeNull();
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
