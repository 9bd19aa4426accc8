import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RENDER_RETRY_MS, RenderErrorBoundary } from './render-error-boundary';

function Flaky({ broken }: { broken: { now: boolean } }) {
  if (broken.now) throw new Error('quebrou');
  return <p>Página pronta</p>;
}

describe('RenderErrorBoundary', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('retries a failed render after 2 s and shows the page when the retry works', () => {
    const broken = { now: true };
    render(
      <RenderErrorBoundary>
        <Flaky broken={broken} />
      </RenderErrorBoundary>,
    );
    expect(screen.queryByText('Página pronta')).toBeNull();
    broken.now = false; // whatever failed (a chunk, a race) is fine by the retry
    act(() => vi.advanceTimersByTime(RENDER_RETRY_MS - 1));
    expect(screen.queryByText('Página pronta')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('Página pronta')).toBeTruthy();
  });

  it('shows the fallback suggesting the app when the retry fails too (desktop)', () => {
    Object.defineProperty(window, 'innerWidth', { value: 1280, configurable: true });
    render(
      <RenderErrorBoundary>
        <Flaky broken={{ now: true }} />
      </RenderErrorBoundary>,
    );
    act(() => vi.advanceTimersByTime(RENDER_RETRY_MS));
    expect(screen.getByRole('alert').textContent).toContain('instale o app');
    expect(screen.getByRole('button', { name: 'Recarregar página' })).toBeTruthy();
  });

  it('shows the mobile fallback on a phone, with reload and install', () => {
    Object.defineProperty(window, 'innerWidth', { value: 390, configurable: true });
    render(
      <RenderErrorBoundary>
        <Flaky broken={{ now: true }} />
      </RenderErrorBoundary>,
    );
    act(() => vi.advanceTimersByTime(RENDER_RETRY_MS));
    expect(screen.getByRole('button', { name: 'Recarregar Agora' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Instalar App' })).toBeTruthy();
    expect(screen.getByText('Recarregando em 3 s...')).toBeTruthy();
  });
});
