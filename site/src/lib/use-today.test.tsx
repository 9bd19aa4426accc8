import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToday } from './use-today';

afterEach(() => {
  vi.useRealTimers();
});

const day = (at: Date) => at.toISOString();

describe('useToday', () => {
  it("moves to the new day at Brazil's midnight while the page stays open", () => {
    vi.useFakeTimers();
    // 23:58 on 24 December in Brazil.
    vi.setSystemTime(new Date('2026-12-25T02:58:00Z'));
    const { result } = renderHook(() => useToday());
    const first = result.current;
    expect(day(first)).toBe('2026-12-25T02:58:00.000Z');
    // A minute later it is still the 24th: the same instant is kept (no new render).
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toBe(first);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(day(result.current)).toBe('2026-12-25T03:00:00.000Z');
    // And again a day later.
    act(() => {
      vi.advanceTimersByTime(86_400_000);
    });
    expect(day(result.current)).toBe('2026-12-26T03:00:00.000Z');
  });

  it('catches up when a tab held in the background is shown again', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-12-24T15:00:00Z'));
    const { result } = renderHook(() => useToday());
    // A phone froze the tab's timers: the clock moved on, no timer fired.
    vi.setSystemTime(new Date('2026-12-25T12:00:00Z'));
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(day(result.current)).toBe('2026-12-25T12:00:00.000Z');
  });

  it('returns the fixed day a story gives it', () => {
    const fixed = new Date('2026-11-30T12:00:00Z');
    const { result } = renderHook(() => useToday(fixed));
    expect(result.current).toBe(fixed);
  });
});
