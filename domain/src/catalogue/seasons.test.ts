import { describe, expect, it } from 'vitest';
import {
  addCalendarDays,
  brazilCalendarDay,
  easterSunday,
  isSeasonSlug,
  msUntilNextBrazilDay,
  nextSeasonDate,
  SEASON_LOOKAHEAD_DAYS,
  SEASON_SLUGS,
  SEASONS,
  seasonDates,
  seasonHeadline,
  seasonWhen,
  upcomingSeason,
} from './seasons';

// Expected dates are from published calendars (Easter tables; Brazil's Mother's, Father's
// and Pastor's days; Carnival Saturdays), checked against the weekday with `date -d`.

describe('easterSunday (computus)', () => {
  it('gives the published Easter dates', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2028)).toBe('2028-04-16');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2025)).toBe('2025-04-20');
    expect(easterSunday(2019)).toBe('2019-04-21');
    expect(easterSunday(2038)).toBe('2038-04-25');
    // The earliest possible Easter.
    expect(easterSunday(2285)).toBe('2285-03-22');
  });
});

describe('seasonDates', () => {
  it('dates each season of 2026 (Brazil)', () => {
    expect(seasonDates('natal', 2026)).toEqual(['2026-12-25']);
    expect(seasonDates('pascoa', 2026)).toEqual(['2026-04-05']);
    expect(seasonDates('dia-das-maes', 2026)).toEqual(['2026-05-10']);
    expect(seasonDates('dia-dos-pais', 2026)).toEqual(['2026-08-09']);
    expect(seasonDates('dia-do-pastor', 2026)).toEqual(['2026-06-14']);
    expect(seasonDates('ebd', 2026)).toEqual(['2026-09-20']);
    expect(seasonDates('retiro', 2026)).toEqual(['2026-02-14']);
    expect(seasonDates('consagracao', 2026)).toEqual(['2026-01-04']);
    expect(seasonDates('culto-de-ceia', 2026)).toEqual([
      '2026-01-04',
      '2026-02-01',
      '2026-03-01',
      '2026-04-05',
      '2026-05-03',
      '2026-06-07',
      '2026-07-05',
      '2026-08-02',
      '2026-09-06',
      '2026-10-04',
      '2026-11-01',
      '2026-12-06',
    ]);
  });

  it('follows the rules in other years', () => {
    expect(seasonDates('dia-das-maes', 2025)).toEqual(['2025-05-11']);
    expect(seasonDates('dia-das-maes', 2027)).toEqual(['2027-05-09']);
    expect(seasonDates('dia-dos-pais', 2025)).toEqual(['2025-08-10']);
    expect(seasonDates('dia-do-pastor', 2025)).toEqual(['2025-06-08']);
    expect(seasonDates('ebd', 2025)).toEqual(['2025-09-21']);
    // Carnival Saturdays (Easter − 50), when the retreat leaves.
    expect(seasonDates('retiro', 2025)).toEqual(['2025-03-01']);
    expect(seasonDates('retiro', 2027)).toEqual(['2027-02-06']);
    expect(seasonDates('retiro', 2028)).toEqual(['2028-02-26']);
    expect(seasonDates('consagracao', 2027)).toEqual(['2027-01-03']);
  });

  it('has no date for the seasons a church sets itself', () => {
    for (const slug of ['congresso', 'vigilia', 'aniversario-da-igreja'] as const) {
      expect(seasonDates(slug, 2026)).toEqual([]);
      expect(nextSeasonDate(slug, '2026-06-01')).toBeNull();
    }
  });

  it('names every season in pt-BR under its category slug', () => {
    expect(SEASON_SLUGS.map((slug) => SEASONS[slug].name)).toEqual([
      'Natal',
      'Páscoa',
      'Dia das Mães',
      'Dia dos Pais',
      'EBD',
      'Santa Ceia',
      'Aniversário da Igreja',
      'Congresso',
      'Retiro',
      'Vigília',
      'Consagração',
      'Dia do Pastor',
    ]);
    // After 'de', with the article each takes ('artes do Natal', 'artes da Santa Ceia').
    expect(SEASON_SLUGS.map((slug) => SEASONS[slug].of)).toEqual([
      'do Natal',
      'da Páscoa',
      'do Dia das Mães',
      'do Dia dos Pais',
      'da EBD',
      'da Santa Ceia',
      'do Aniversário da Igreja',
      'do Congresso',
      'do Retiro',
      'da Vigília',
      'da Consagração',
      'do Dia do Pastor',
    ]);
    expect(isSeasonSlug('natal')).toBe(true);
    expect(isSeasonSlug('lavagem')).toBe(false);
    expect(isSeasonSlug(7)).toBe(false);
  });
});

describe('day arithmetic', () => {
  it("reads today in Brazil's time (UTC−3) and moves across months and years", () => {
    expect(brazilCalendarDay(new Date('2026-12-25T02:59:00Z'))).toBe('2026-12-24');
    expect(brazilCalendarDay(new Date('2026-12-25T03:00:00Z'))).toBe('2026-12-25');
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(nextSeasonDate('natal', '2026-12-26')).toBe('2027-12-25');
    expect(nextSeasonDate('natal', '2026-12-25')).toBe('2026-12-25');
  });

  it("counts the time left until Brazil's next midnight", () => {
    // 23:59 on 24 Dec in Brazil is 02:59 UTC on the 25th: one minute left.
    expect(msUntilNextBrazilDay(new Date('2026-12-25T02:59:00Z'))).toBe(60_000);
    // Brazil's midnight itself: a whole day until the next one.
    expect(msUntilNextBrazilDay(new Date('2026-12-25T03:00:00Z'))).toBe(86_400_000);
    // 21:00 UTC is 18:00 in Brazil: six hours left.
    expect(msUntilNextBrazilDay(new Date('2026-12-24T21:00:00Z'))).toBe(6 * 3_600_000);
  });
});

const at = (iso: string) => upcomingSeason(new Date(iso));
const pick = (iso: string) => {
  const next = at(iso);
  return next && [next.season.slug, next.date, next.daysUntil];
};

describe('upcomingSeason', () => {
  it('is Natal in December up to the 25th, Consagração after it', () => {
    expect(pick('2026-12-01T12:00:00Z')).toEqual(['natal', '2026-12-25', 24]);
    expect(pick('2026-11-15T12:00:00Z')).toEqual(['natal', '2026-12-25', 40]);
    // 23:00 on the 24th in Brazil is still the eve; 23:00 on the 25th is the day.
    expect(pick('2026-12-25T02:00:00Z')).toEqual(['natal', '2026-12-25', 1]);
    expect(pick('2026-12-26T02:00:00Z')).toEqual(['natal', '2026-12-25', 0]);
    expect(pick('2026-12-26T12:00:00Z')).toEqual(['consagracao', '2027-01-03', 8]);
  });

  it('is Páscoa in March (and Retiro de Carnaval before it)', () => {
    expect(pick('2026-03-10T12:00:00Z')).toEqual(['pascoa', '2026-04-05', 26]);
    expect(pick('2027-03-01T12:00:00Z')).toEqual(['pascoa', '2027-03-28', 27]);
    expect(pick('2028-03-01T12:00:00Z')).toEqual(['pascoa', '2028-04-16', 46]);
    expect(pick('2026-02-01T12:00:00Z')).toEqual(['retiro', '2026-02-14', 13]);
    for (let day = 1; day <= 31; day += 1) {
      const iso = `2026-03-${String(day).padStart(2, '0')}T15:00:00Z`;
      expect(at(iso)?.season.slug).toBe('pascoa');
    }
  });

  it('moves on to the next season the day after', () => {
    expect(pick('2026-04-06T12:00:00Z')).toEqual(['dia-das-maes', '2026-05-10', 34]);
    expect(pick('2026-05-11T12:00:00Z')).toEqual(['dia-do-pastor', '2026-06-14', 34]);
    expect(pick('2026-06-20T12:00:00Z')).toEqual(['dia-dos-pais', '2026-08-09', 50]);
    expect(pick('2026-08-20T12:00:00Z')).toEqual(['ebd', '2026-09-20', 31]);
  });

  it('falls back to Santa Ceia only when nothing bigger is near', () => {
    // 2026-10-01: Natal is 85 days away; the first Sunday of October is the 4th.
    expect(pick('2026-10-01T12:00:00Z')).toEqual(['culto-de-ceia', '2026-10-04', 3]);
    // 2026-12-01: Santa Ceia (the 6th) is nearer, Natal still wins.
    expect(at('2026-12-01T12:00:00Z')?.season.slug).toBe('natal');
  });

  it('always answers within the look-ahead and never with an undated season', () => {
    const start = Date.parse('2026-01-01T15:00:00Z');
    for (let i = 0; i < 731; i += 1) {
      const now = new Date(start + i * 86_400_000);
      const next = upcomingSeason(now);
      expect(next).not.toBeNull();
      expect(next!.date >= brazilCalendarDay(now)).toBe(true);
      expect(next!.daysUntil).toBeLessThanOrEqual(SEASON_LOOKAHEAD_DAYS);
      expect(['congresso', 'vigilia', 'aniversario-da-igreja']).not.toContain(next!.season.slug);
    }
    expect(upcomingSeason(new Date(Number.NaN))).toBeNull();
  });
});

describe('the highlight texts', () => {
  it('says the season is coming and when', () => {
    const natal = at('2026-12-01T12:00:00Z')!;
    expect(seasonHeadline(natal)).toBe('Natal está chegando');
    expect(seasonWhen(natal)).toBe('Sexta-feira, 25 de dezembro: faltam 24 dias');
    expect(seasonWhen(at('2026-12-25T02:00:00Z')!)).toBe('É amanhã, sexta-feira, 25 de dezembro');
    expect(seasonWhen(at('2026-12-26T02:00:00Z')!)).toBe('É hoje, sexta-feira, 25 de dezembro');
    expect(seasonHeadline(at('2026-03-10T12:00:00Z')!)).toBe('Páscoa está chegando');
    expect(seasonWhen(at('2026-03-10T12:00:00Z')!)).toBe('Domingo, 5 de abril: faltam 26 dias');
  });
});
