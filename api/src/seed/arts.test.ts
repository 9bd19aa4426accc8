import { ART_FORMATS, type ArtFormat } from '@arte-gospel/domain';
import { describe, expect, it } from 'vitest';
import { generateArts, SCHEDULED_WEEKS } from './arts';
import { DEMO_CATEGORIES } from './categories';
import { DEMO_FILE_TYPES } from './index';
import { DEMO_DESIGNERS } from './people';

const DAY = 86_400_000;

// The scheduled arts keep '10+ novas artes por semana' true whatever the first start: each
// of the 26 weeks after it gets about a dozen, on any weekday and at any hour of the day
// (an art drawn late in a week once moved to the next by its office hours, leaving 8).
describe('generateArts schedules about a dozen arts in every week after the first start', () => {
  const input = {
    artCount: 5600,
    categories: DEMO_CATEGORIES.map((c, i) => ({ id: i + 1, slug: c.slug })),
    formatIds: Object.fromEntries(ART_FORMATS.map((slug, i) => [slug, i + 1])) as Record<
      ArtFormat,
      number
    >,
    fileTypes: DEMO_FILE_TYPES.map((t, i) => ({ id: i + 1, slug: t.slug })),
    designers: DEMO_DESIGNERS.map((d, i) => ({ id: i + 1, username: d.username })),
    firstId: 1,
  };

  it.each([
    '2026-11-27T14:56:00Z', // a Friday afternoon
    '2026-11-29T02:30:00Z', // a Saturday night in Brazil
    '2026-03-10T15:00:00Z',
    '2027-01-04T09:00:00Z', // a Monday morning
    '2026-12-24T23:59:00Z',
  ])('first start %s', (iso) => {
    const reference = new Date(iso).getTime();
    const rows = generateArts({ ...input, referenceDate: new Date(iso) });
    const scheduled = rows
      .map((row) => (row.created_at as Date).getTime())
      .filter((t) => t > reference);
    expect(scheduled).toHaveLength(312);
    for (let week = 0; week < SCHEDULED_WEEKS; week++) {
      const start = reference + week * 7 * DAY;
      const inWeek = scheduled.filter((t) => t > start && t <= start + 7 * DAY).length;
      expect(inWeek, `week ${week + 1}`).toBeGreaterThanOrEqual(9);
      expect(inWeek, `week ${week + 1}`).toBeLessThanOrEqual(15);
    }
  });
});
