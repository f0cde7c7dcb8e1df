/**
 * The day the pages are written for ("available from January 2027" or "available now"): the day
 * of the build, or BUILD_DATE (YYYY-MM-DD) for a reproducible build; the tests pin it, so that the
 * screenshot baselines do not change with the calendar. A bad value stops the build naming it.
 */
export function buildDay(env: Record<string, string | undefined> = process.env): string {
  const value = env.BUILD_DATE?.trim();
  if (!value) return new Date().toISOString().slice(0, 10);
  const date = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
    throw new Error(`BUILD_DATE must be a real date written YYYY-MM-DD; got "${value}"`);
  }
  return value;
}
