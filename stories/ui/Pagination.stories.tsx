import { Pagination } from '@arte-gospel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Primitivos/Pagination',
  component: Pagination,
  args: { page: 1, pages: 3, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** First page: 'Anterior' disabled, 'Próxima' moves on. */
export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Paginação' })).toBeVisible();
    await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const LastPage: Story = {
  args: { page: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Página 3 de 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: { page: 2, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
  },
};

function Controlled() {
  const [page, setPage] = useState(1);
  return <Pagination page={page} pages={2} onPageChange={setPage} />;
}

/** Walks to the last page and back. */
export const Interactive: Story = {
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }));
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Anterior' }));
    await expect(canvas.getByText('Página 1 de 2')).toBeVisible();
  },
};
