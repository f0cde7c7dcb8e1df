/**
 * The insights the console shows and exports: the daily aggregates (src/owner/insights.ts) and
 * the claims of the period by outcome (from the authorization store, where they already are).
 */
import type { AuthStore } from '../auth/store.ts';
import { dayOf, type InsightRow, type Insights } from '../owner/insights.ts';

export type ExportRow = Omit<InsightRow, 'metric'> & { metric: InsightRow['metric'] | 'claims' };

export interface InsightsData {
  rows: ExportRow[];
  perDay(): { day: string; browser: number; known: number; anonymous: number }[];
  /** The keys of a metric by their total over the period, most first. */
  top(metric: ExportRow['metric'], limit?: number): [string, number][];
  csv(): string;
}

/**
 * A CSV field: quoted when needed, and a value a spreadsheet would run as a formula (=, +, -, @,
 * tab, carriage return first: questions are typed by strangers) starts with an apostrophe.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function insightsExport(insights: Insights, auth: AuthStore, days: number, nowSeconds: number): Promise<InsightsData> {
  const since = dayOf((nowSeconds - (days - 1) * 86_400) * 1000);
  const rows: ExportRow[] = await insights.read(days);
  const claims = new Map<string, number>();
  for (const c of await auth.listClaims()) {
    const day = dayOf(c.created_at * 1000);
    if (day >= since) claims.set(`${day} ${c.status}`, (claims.get(`${day} ${c.status}`) ?? 0) + 1);
  }
  for (const [k, count] of claims) {
    const [day, key] = k.split(' ') as [string, string];
    rows.push({ day, metric: 'claims', key, count });
  }
  rows.sort((a, b) => a.day.localeCompare(b.day) || a.metric.localeCompare(b.metric) || b.count - a.count || a.key.localeCompare(b.key));
  return {
    rows,
    perDay() {
      const byDay = new Map<string, { day: string; browser: number; known: number; anonymous: number }>();
      for (const r of rows) {
        if (r.metric !== 'requests') continue;
        const d = byDay.get(r.day) ?? { day: r.day, browser: 0, known: 0, anonymous: 0 };
        if (r.key === 'browser') d.browser += r.count;
        else if (r.key === 'known agent') d.known += r.count;
        else d.anonymous += r.count;
        byDay.set(r.day, d);
      }
      return [...byDay.values()].reverse();
    },
    top(metric, limit = 20) {
      const totals = new Map<string, number>();
      for (const r of rows) if (r.metric === metric) totals.set(r.key, (totals.get(r.key) ?? 0) + r.count);
      return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, limit);
    },
    csv: () => ['day,metric,key,count', ...rows.map((r) => [r.day, r.metric, r.key, r.count].map(csvField).join(',')), ''].join('\r\n'),
  };
}
