/**
 * One Lighthouse run on one URL in Lighthouse's default mobile emulation
 * (Moto G Power, slow 4G, 4× CPU slowdown, simulated throttling), reduced to
 * what the runner prints: the four category scores, the main metrics, the
 * JavaScript transferred and the audits that fail.
 */
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

export interface PageAudit {
  /** 0–100 per category. */
  scores: Record<(typeof CATEGORIES)[number], number>;
  /** Milliseconds, except CLS (unitless). */
  metrics: Record<keyof typeof METRICS, number>;
  /** Bytes of JavaScript transferred while the page loaded (compressed, as sent). */
  scriptBytes: number;
  /** Audits scored below 0.9 (binary ones, and the performance opportunities), with a few offending items. */
  failing: { id: string; title: string; details: string[] }[];
  /** Lighthouse's error for a run it could not finish (e.g. NO_FCP), which scores 0. */
  runtimeError?: string;
  /** Lighthouse's measure of the host CPU (higher is faster); a busy machine lowers it and inflates TBT. */
  benchmarkIndex: number;
  lighthouseVersion: string;
}

type Items = { items?: { node?: { snippet?: string }; url?: string; resourceType?: string; transferSize?: number }[] };

/**
 * Audits `url` through the Chrome listening on `chromePort`; with `reportFile`, writes Lighthouse's full JSON
 * report there too. Throws when Lighthouse answers nothing.
 */
export async function auditPage(url: string, chromePort: number, reportFile?: string): Promise<PageAudit> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  if (reportFile) writeFileSync(reportFile, JSON.stringify(result.lhr));
  const { categories, audits, lighthouseVersion, runtimeError, environment } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const resources = (audits['resource-summary']?.details as Items | undefined)?.items ?? [];
  const failing = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .filter((audit) => !Object.values(METRICS).includes(audit.id as never))
    .map((audit) => ({
      id: audit.id,
      title: audit.displayValue ? `${audit.title} (${audit.displayValue})` : audit.title,
      details: ((audit.details as Items | undefined)?.items ?? [])
        .slice(0, 4)
        .map((item) => (item.node?.snippet ?? item.url ?? '').slice(0, 150))
        .filter(Boolean),
    }));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])) as PageAudit['scores'],
    metrics: Object.fromEntries(
      Object.entries(METRICS).map(([name, id]) => [name, metric(id)]),
    ) as PageAudit['metrics'],
    scriptBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    failing,
    ...(runtimeError ? { runtimeError: `${runtimeError.code}: ${runtimeError.message}` } : {}),
    benchmarkIndex: environment.benchmarkIndex,
    lighthouseVersion,
  };
}
