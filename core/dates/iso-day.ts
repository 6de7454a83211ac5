/** Today's date as 'YYYY-MM-DD' in UTC. */
export function isoDay(date: Date = new Date()): string {
  return date.toISOString().slice(0, 10);
}

/** The date `months` calendar months before `from` (clamped to the month's last day), as 'YYYY-MM-DD'. */
export function monthsBefore(from: Date, months: number): string {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() - months;
  const target = new Date(Date.UTC(y, m, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return isoDay(target);
}

/** `day` ('YYYY-MM-DD') moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}
