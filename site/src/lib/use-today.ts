import { brazilCalendarDay, msUntilNextBrazilDay } from '@arte-gospel/domain';
import { useEffect, useState } from 'react';

/**
 * Now, as a page that counts days needs it (the posting calendar, the season highlight): a
 * new instant when Brazil's day changes while the page is open, at midnight or, since phones
 * hold timers of a tab in the background, when the tab is shown again. `fixed` (a story's
 * day) is returned as it is.
 */
export function useToday(fixed?: Date): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return;
    const refresh = () =>
      setNow((shown) => {
        const current = new Date();
        return brazilCalendarDay(current) === brazilCalendarDay(shown) ? shown : current;
      });
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(() => {
        refresh();
        schedule();
      }, msUntilNextBrazilDay(new Date()));
    };
    schedule();
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [fixed]);
  return fixed ?? now;
}
