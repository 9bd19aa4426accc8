import { Alert } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Primitivos/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Compra em processamento',
    children: 'Assim que o pagamento for confirmado, o seu plano é liberado.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'error'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A notice: a polite status, not an interruption. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Compra em processamento');
    await expect(status).toHaveTextContent('o seu plano é liberado');
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'E-mail confirmado!', children: undefined },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('E-mail confirmado!');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** The red box of a failed form, announced at once. */
export const ErrorMessage: Story = {
  args: { tone: 'error', title: undefined, children: 'E-mail ou senha incorretos.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'E-mail ou senha incorretos.',
    );
  },
};
