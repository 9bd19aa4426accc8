import { describe, expect, it } from 'vitest';
import { CHURCH_DATED_SEASONS, postingCalendar, postingMonths } from './posting-calendar';

// Noon in Brazil (UTC−3) on Monday 30 November 2026. The days below were read from a printed
// 2026/2027 calendar (GNU `date`): first Sundays of each month, Easter 2027 on 28 March,
// Carnival Saturday on 6 February 2027.
const NOW = new Date('2026-11-30T15:00:00Z');

describe('postingCalendar', () => {
  it('lists every dated season of the next twelve months in order, with its posting days', () => {
    const rows = postingCalendar(NOW).map((d) => [
      d.date,
      d.season.slug,
      d.daysUntil,
      d.announceFrom,
      d.reminder,
    ]);
    expect(rows).toEqual([
      // Santa Ceia is announced a week ahead, never before today.
      ['2026-12-06', 'culto-de-ceia', 6, '2026-11-30', '2026-12-05'],
      // A yearly season three weeks ahead.
      ['2026-12-25', 'natal', 25, '2026-12-04', '2026-12-24'],
      // The same day: the yearly season first.
      ['2027-01-03', 'consagracao', 34, '2026-12-13', '2027-01-02'],
      ['2027-01-03', 'culto-de-ceia', 34, '2026-12-27', '2027-01-02'],
      // The Carnival retreat leaves on the Saturday: its reminder is the Friday before.
      ['2027-02-06', 'retiro', 68, '2027-01-16', '2027-02-05'],
      ['2027-02-07', 'culto-de-ceia', 69, '2027-01-31', '2027-02-06'],
      ['2027-03-07', 'culto-de-ceia', 97, '2027-02-28', '2027-03-06'],
      ['2027-03-28', 'pascoa', 118, '2027-03-07', '2027-03-27'],
      ['2027-04-04', 'culto-de-ceia', 125, '2027-03-28', '2027-04-03'],
      ['2027-05-02', 'culto-de-ceia', 153, '2027-04-25', '2027-05-01'],
      ['2027-05-09', 'dia-das-maes', 160, '2027-04-18', '2027-05-08'],
      ['2027-06-06', 'culto-de-ceia', 188, '2027-05-30', '2027-06-05'],
      ['2027-06-13', 'dia-do-pastor', 195, '2027-05-23', '2027-06-12'],
      ['2027-07-04', 'culto-de-ceia', 216, '2027-06-27', '2027-07-03'],
      ['2027-08-01', 'culto-de-ceia', 244, '2027-07-25', '2027-07-31'],
      ['2027-08-08', 'dia-dos-pais', 251, '2027-07-18', '2027-08-07'],
      ['2027-09-05', 'culto-de-ceia', 279, '2027-08-29', '2027-09-04'],
      ['2027-09-19', 'ebd', 293, '2027-08-29', '2027-09-18'],
      ['2027-10-03', 'culto-de-ceia', 307, '2027-09-26', '2027-10-02'],
      // The last: December 2027 (Natal 2027) is past the twelve months.
      ['2027-11-07', 'culto-de-ceia', 342, '2027-10-31', '2027-11-06'],
    ]);
  });

  it("counts from Brazil's day: on the day itself, no reminder and the announcement today", () => {
    // 23:59 on Saturday 5 December in Brazil: the Santa Ceia is tomorrow.
    const saturday = postingCalendar(new Date('2026-12-06T02:59:00Z'))[0];
    expect(saturday).toMatchObject({ date: '2026-12-06', daysUntil: 1, reminder: '2026-12-05' });
    // 00:00 on Sunday 6 December in Brazil.
    const sunday = postingCalendar(new Date('2026-12-06T03:00:00Z'))[0];
    expect(sunday).toMatchObject({
      date: '2026-12-06',
      daysUntil: 0,
      announceFrom: '2026-12-06',
      reminder: null,
    });
  });

  it('is empty for an invalid instant', () => {
    expect(postingCalendar(new Date(Number.NaN))).toEqual([]);
  });
});

describe('postingMonths', () => {
  it('groups the dates by month, named in pt-BR', () => {
    const months = postingMonths(postingCalendar(NOW));
    expect(months.map((m) => [m.name, m.dates.length])).toEqual([
      ['dezembro de 2026', 2],
      ['janeiro de 2027', 2],
      ['fevereiro de 2027', 2],
      ['março de 2027', 2],
      ['abril de 2027', 1],
      ['maio de 2027', 2],
      ['junho de 2027', 2],
      ['julho de 2027', 1],
      ['agosto de 2027', 2],
      ['setembro de 2027', 2],
      ['outubro de 2027', 1],
      ['novembro de 2027', 1],
    ]);
  });
});

describe('the twelve months shown', () => {
  const monthsAt = (iso: string) =>
    postingMonths(postingCalendar(new Date(iso))).map((month) => month.name);
  const DEC_2026_TO_NOV_2027 = [
    'dezembro de 2026',
    'janeiro de 2027',
    'fevereiro de 2027',
    'março de 2027',
    'abril de 2027',
    'maio de 2027',
    'junho de 2027',
    'julho de 2027',
    'agosto de 2027',
    'setembro de 2027',
    'outubro de 2027',
    'novembro de 2027',
  ];

  it("start with the next month once this month's dates are past", () => {
    // Monday 2 November 2026: November's Santa Ceia (the 1st) is past.
    expect(monthsAt('2026-11-02T15:00:00Z')).toEqual(DEC_2026_TO_NOV_2027);
  });

  it('start with this month while a date of it is ahead, and never show a month twice', () => {
    // Sunday 6 December 2026, Santa Ceia day: December 2027's (the 5th) is not shown.
    expect(monthsAt('2026-12-06T15:00:00Z')).toEqual(DEC_2026_TO_NOV_2027);
    // Saturday 26 December 2026: Natal is past, January 2027 to December 2027.
    expect(monthsAt('2026-12-26T15:00:00Z')).toEqual([
      ...DEC_2026_TO_NOV_2027.slice(1),
      'dezembro de 2027',
    ]);
  });
});

describe('CHURCH_DATED_SEASONS', () => {
  it('are the seasons with no fixed day', () => {
    expect(CHURCH_DATED_SEASONS.map((s) => s.name)).toEqual([
      'Aniversário da Igreja',
      'Congresso',
      'Vigília',
    ]);
  });
});
