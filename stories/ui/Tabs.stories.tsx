import { Tabs } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

function Example() {
  const [value, setValue] = useState('login');
  return (
    <div style={{ maxWidth: 420 }}>
      <Tabs
        label="Acesso à conta"
        value={value}
        onValueChange={setValue}
        items={[
          { value: 'login', label: 'Entrar', content: <p>Formulário de login</p> },
          { value: 'register', label: 'Cadastrar', content: <p>Formulário de cadastro</p> },
        ]}
      />
    </div>
  );
}

const meta = { title: 'Primitivos/Tabs', component: Example } satisfies Meta<typeof Example>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Entrar' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('Formulário de login')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Cadastrar' }));
    await waitFor(() => expect(canvas.getByText('Formulário de cadastro')).toBeVisible());
    await waitFor(() => expect(canvas.queryByText('Formulário de login')).toBeNull());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Entrar' })).toHaveFocus());
    // Focusing a tab selects it: its panel is back (mounted on selection) before the story
    // ends and its accessibility check runs (the selected tab's aria-controls names it).
    await waitFor(() => expect(canvas.getByText('Formulário de login')).toBeVisible());
  },
};
