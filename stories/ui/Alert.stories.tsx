import { Alert, type AlertTone } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

interface AlertArgs {
  tone: AlertTone;
  title?: string;
  description?: string;
}

const meta = {
  title: 'Primitivos/Alert',
  args: {
    tone: 'info',
    title: 'Compra em processamento',
    description: 'Assim que o pagamento for confirmado, o seu plano é liberado.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'error'] } },
  render: ({ tone, title, description }) => (
    <Alert.Root tone={tone}>
      {title ? <Alert.Title>{title}</Alert.Title> : null}
      {description ? <Alert.Description>{description}</Alert.Description> : null}
    </Alert.Root>
  ),
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<AlertArgs>;
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
  args: { tone: 'success', title: 'E-mail confirmado!', description: undefined },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('E-mail confirmado!');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** The red box of a failed form, announced at once. */
export const ErrorMessage: Story = {
  args: { tone: 'error', title: undefined, description: 'E-mail ou senha incorretos.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'E-mail ou senha incorretos.',
    );
  },
};
