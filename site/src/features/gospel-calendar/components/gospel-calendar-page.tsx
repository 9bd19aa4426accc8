import {
  brazilCalendarDay,
  CHURCH_DATED_SEASONS,
  calendarDayInWords,
  capitalizePtBR,
  MONTH_NAMES_PT_BR,
  type PostingDate,
  postingCalendar,
  postingMonths,
  seasonWhen,
} from '@arte-gospel/domain';
import { buttonClassName } from '@arte-gospel/ui';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../config/paths';
import { useToday } from '../../../lib/use-today';
import * as styles from './gospel-calendar-page.css';

function PostingCard({ date, today }: { date: PostingDate; today: string }) {
  const day = new Date(`${date.date}T00:00:00Z`);
  const id = `data-${date.date}-${date.season.slug}`;
  return (
    <li>
      <article className={styles.card} aria-labelledby={id}>
        <p className={styles.leaf} aria-hidden="true">
          <span className={styles.leafDay}>{day.getUTCDate()}</span>
          <span className={styles.leafMonth}>
            {MONTH_NAMES_PT_BR[day.getUTCMonth()]?.slice(0, 3).toUpperCase()}
          </span>
        </p>
        <div className={styles.body}>
          <h3 id={id} className={styles.name}>
            {date.season.name}
          </h3>
          <p className={styles.when}>{seasonWhen(date)}</p>
          <ul className={styles.plan}>
            <li>
              Divulgue a partir de{' '}
              {date.announceFrom === today ? 'hoje' : calendarDayInWords(date.announceFrom)}
            </li>
            {date.reminder ? (
              <li>
                Lembrete: {date.reminder === today ? 'hoje' : calendarDayInWords(date.reminder)}
              </li>
            ) : null}
          </ul>
        </div>
        <Link
          href={paths.category.href(date.season.slug)}
          className={`${buttonClassName({ tone: 'secondary', size: 'sm' })} ${styles.action}`}
        >
          Ver artes {date.season.of}
        </Link>
      </article>
    </li>
  );
}

export interface GospelCalendarPageProps {
  /** The instant the calendar starts from (stories fix it); default: now. */
  now?: Date;
}

/**
 * /calendario-gospel: the posting calendar of the church year (a bonus of the plans,
 * catalogue §1). Every dated season of the next twelve months, month by month, with the day
 * to start posting its art, the reminder and a link to its arts; then the seasons each church
 * dates itself.
 */
export function GospelCalendarPage({ now }: GospelCalendarPageProps) {
  const at = useToday(now);
  const { months, today } = useMemo(
    () => ({ months: postingMonths(postingCalendar(at)), today: brazilCalendarDay(at) }),
    [at],
  );
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Recursos</p>
        <h1 className={styles.title}>Calendário Gospel</h1>
        <p className={styles.lead}>
          As datas do ano da igreja nos próximos 12 meses, com o dia de começar a divulgar cada uma.
          Escolha a arte, coloque o nome da sua igreja e poste no dia certo.
        </p>
      </header>
      {months.map((month) => (
        <section key={month.key} className={styles.month} aria-labelledby={`mes-${month.key}`}>
          <h2 id={`mes-${month.key}`} className={styles.monthTitle}>
            {capitalizePtBR(month.name)}
          </h2>
          <ol className={styles.list}>
            {month.dates.map((date) => (
              <PostingCard key={`${date.date}-${date.season.slug}`} date={date} today={today} />
            ))}
          </ol>
        </section>
      ))}
      <section className={styles.churchDates} aria-labelledby="datas-da-igreja">
        <h2 id="datas-da-igreja" className={styles.monthTitle}>
          Datas da sua igreja
        </h2>
        <p className={styles.lead}>
          Cada igreja marca estas datas no próprio calendário. Comece a divulgar três semanas antes.
        </p>
        <ul className={styles.churchList}>
          {CHURCH_DATED_SEASONS.map((season) => (
            <li key={season.slug}>
              <Link
                href={paths.category.href(season.slug)}
                className={buttonClassName({ tone: 'secondary', size: 'sm' })}
              >
                Artes {season.of}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
