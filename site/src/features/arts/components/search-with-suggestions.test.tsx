import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { server, setupMswServer } from '../../../lib/test/msw-server';
import { SearchWithSuggestions } from './search-with-suggestions';

setupMswServer();

function Harness({ onChoose }: { onChoose: (text: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SearchWithSuggestions
      value={value}
      onType={setValue}
      onSubmit={() => {}}
      onChoose={(text) => {
        setValue(text);
        onChoose(text);
      }}
    />
  );
}

describe('search suggestions (catalogue §5, §8)', () => {
  let asked: string[];
  beforeEach(() => {
    // Only the test moves the clock: a busy machine's real time never fires the debounce.
    vi.useFakeTimers();
    asked = [];
    server.use(
      http.get('/api/search/suggestions', ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push(q);
        return HttpResponse.json({ suggestions: [`${q} de celebração`, `${q} da família`] });
      }),
    );
  });
  afterEach(() => vi.useRealTimers());

  // Typing happens in the focused box.
  const type = (text: string) => {
    const box = screen.getByRole('combobox', { name: 'Buscar designs' });
    box.focus();
    fireEvent.change(box, { target: { value: text } });
  };

  it('asks once, 300 ms after the last key, and only from 2 characters', async () => {
    const onChoose = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness onChoose={onChoose} />
      </QueryClientProvider>,
    );
    type('c');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(asked).toEqual([]);
    type('cu');
    await act(() => vi.advanceTimersByTimeAsync(100));
    type('cul');
    await act(() => vi.advanceTimersByTimeAsync(100));
    type('culto');
    expect(screen.getByText('Buscando sugestões...')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(asked).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // vi.waitFor moves the fake clock between its looks while the answer arrives.
    const option = await vi.waitFor(() => screen.getByRole('option', { name: 'culto da família' }));
    expect(asked).toEqual(['culto']);
    fireEvent.click(option);
    await vi.waitFor(() => expect(onChoose).toHaveBeenCalledWith('culto da família'));
  });

  it('shows nothing when the suggestions call fails', async () => {
    server.use(
      http.get('/api/search/suggestions', () =>
        HttpResponse.json({ message: 'x' }, { status: 500 }),
      ),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness onChoose={() => {}} />
      </QueryClientProvider>,
    );
    type('batismo');
    await act(() => vi.advanceTimersByTimeAsync(350));
    // The failed answer ends the wait...
    await vi.waitFor(() => expect(screen.queryByText('Buscando sugestões...')).toBeNull());
    // ...with no suggestion and no message.
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
