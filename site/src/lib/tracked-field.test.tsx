import { signal } from '@preact/signals-react';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { tracked } from './tracked-field';

// Stands in for modular-forms' Field: it calls the render prop during its own render.
function FieldLike({ children }: { children: () => ReactNode }) {
  return <>{children()}</>;
}

describe('tracked (form field render props)', () => {
  it('re-renders a field when a signal it read changes, with no tracking around it', async () => {
    const error = signal<string>('');
    render(
      <FieldLike>
        {tracked(() => (
          <p>{error.value || 'sem erro'}</p>
        ))}
      </FieldLike>,
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('sem erro')).toBeTruthy();

    act(() => {
      error.value = 'O nome deve ter pelo menos 2 caracteres';
    });
    expect(screen.getByText('O nome deve ter pelo menos 2 caracteres')).toBeTruthy();
  });

  it('is what makes the difference: the same read without it is never redrawn', async () => {
    const error = signal<string>('');
    render(<FieldLike>{() => <p>{error.value || 'sem erro'}</p>}</FieldLike>);
    act(() => {
      error.value = 'O nome deve ter pelo menos 2 caracteres';
    });
    expect(screen.getByText('sem erro')).toBeTruthy();
  });
});
