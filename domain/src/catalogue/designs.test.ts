import { describe, expect, it } from 'vitest';
import {
  avatarInitials,
  RECENT_DESIGNS_LIMIT,
  recentDesigns,
  showRecentDesigns,
  TOP_ARTS_LIMIT,
} from './designs';

describe('recentDesigns (catalogue §5)', () => {
  it('keeps the newest 6 by createdAt descending without changing the input', () => {
    expect(RECENT_DESIGNS_LIMIT).toBe(6);
    const downloads = [1, 5, 3, 8, 2, 7, 4, 6].map((day) => ({
      id: day,
      createdAt: `2026-03-0${day}T10:00:00Z`,
    }));
    const copy = [...downloads];
    expect(recentDesigns(downloads).map((d) => d.id)).toEqual([8, 7, 6, 5, 4, 3]);
    expect(downloads).toEqual(copy);
  });

  it('puts missing or invalid dates last', () => {
    const downloads = [
      { id: 1, createdAt: null },
      { id: 2, createdAt: '2026-01-01T00:00:00Z' },
      { id: 3, createdAt: 'bad' },
      { id: 4, createdAt: new Date('2026-02-01T00:00:00Z') },
    ];
    expect(recentDesigns(downloads).map((d) => d.id)).toEqual([4, 2, 1, 3]);
  });
});

describe('showRecentDesigns (catalogue §2, §4, §6)', () => {
  it('needs a signed-in user with at least one download', () => {
    expect(showRecentDesigns(true, [{}])).toBe(true);
    expect(showRecentDesigns(true, [])).toBe(false);
    expect(showRecentDesigns(true, undefined)).toBe(false);
    expect(showRecentDesigns(false, [{}])).toBe(false);
  });
});

describe('avatarInitials (catalogue §2)', () => {
  it('uses the first letters of the first and last word, uppercase', () => {
    expect(avatarInitials('maria da silva')).toBe('MS');
    expect(avatarInitials('  João   Pedro ')).toBe('JP');
    expect(avatarInitials('ana')).toBe('A');
    expect(avatarInitials('élida ávila')).toBe('ÉÁ');
    expect(avatarInitials('')).toBe('');
    expect(avatarInitials(null)).toBe('');
  });
});

describe('TOP_ARTS_LIMIT (catalogue §9)', () => {
  it('is 6', () => {
    expect(TOP_ARTS_LIMIT).toBe(6);
  });
});
