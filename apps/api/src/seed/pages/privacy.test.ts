import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION } from '@seva/contracts';
import { createTestApp, type TestContext } from '../../test/app.js';
import { readStaticPageContent, seedStaticPages } from './seed.js';
import { SUPERSEDED_PAGE_TEXTS, textHash } from './superseded.js';
import { staticPages } from '../../modules/pages/tables.js';
import { eq } from 'drizzle-orm';

/** Where each number of RETENTION is quoted, in English and in Hindi (issue 24: the policy says what the code does). */
const QUOTES: Record<keyof typeof RETENTION, { en: string; hi: string }> = {
  financialRecordsYears: {
    en: `**${RETENTION.financialRecordsYears} years**`,
    hi: `**${RETENTION.financialRecordsYears} वर्ष**`,
  },
  securityLogsYears: { en: `**${RETENTION.securityLogsYears} year**`, hi: `**${RETENTION.securityLogsYears} वर्ष**` },
  grievanceAcknowledgeHours: {
    en: `**${RETENTION.grievanceAcknowledgeHours} hours**`,
    hi: `**${RETENTION.grievanceAcknowledgeHours} घंटे**`,
  },
  grievanceResolveDays: {
    en: `**${RETENTION.grievanceResolveDays} days**`,
    hi: `**${RETENTION.grievanceResolveDays} दिन**`,
  },
  grievanceOuterLimitDays: {
    en: `**${RETENTION.grievanceOuterLimitDays} days**`,
    hi: `**${RETENTION.grievanceOuterLimitDays} दिन**`,
  },
  exportFileDays: { en: `**${RETENTION.exportFileDays} days**`, hi: `**${RETENTION.exportFileDays} दिन**` },
  backupCopies: { en: `**${RETENTION.backupCopies} backups**`, hi: `**${RETENTION.backupCopies} बैकअप**` },
};

describe('the privacy policy', () => {
  it('quotes every retention period and grievance time of RETENTION, in English and Hindi', async () => {
    const en = await readStaticPageContent('privacy');
    const hi = await readStaticPageContent('privacy', 'hi');
    for (const [name, quote] of Object.entries(QUOTES)) {
      expect(en, name).toContain(quote.en);
      expect(hi, name).toContain(quote.hi);
    }
  });

  it('states no period that RETENTION does not hold (so a changed constant cannot leave an old number behind)', async () => {
    const allowed = new Set<number>(Object.values(RETENTION));
    for (const language of ['en', 'hi'] as const) {
      const text = await readStaticPageContent('privacy', language);
      const periods = [...text.matchAll(/\*\*(\d+) (years?|days?|hours|backups|वर्ष|दिन|घंटे|बैकअप)\*\*/g)];
      expect(periods.length).toBeGreaterThanOrEqual(Object.keys(QUOTES).length);
      for (const [quote, value] of periods) expect(allowed.has(Number(value)), `${language}: ${quote}`).toBe(true);
    }
  });

  it("names the grievance officer with e-mail, phone and postal address, and says how to download and delete one's data", async () => {
    const en = await readStaticPageContent('privacy');
    const officer = en.slice(en.indexOf('## 10.'), en.indexOf('## 11.'));
    expect(officer).toMatch(/\*\*Ms\. \w+ \w+, Grievance Officer/);
    expect(officer).toContain('mailto:grievance@seva.example.in');
    expect(officer).toMatch(/Phone: \+91 [\d ]+/);
    expect(officer).toMatch(/Noida, Uttar Pradesh \d{6}/);
    expect(en).toContain('"Download my data"');
    expect(en).toContain('"Delete my account"');
    expect(en).toContain('"Deleted customer"');
  });
});

describe('seedStaticPages on a database seeded before', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.app.close());

  it('brings an unedited earlier privacy text up to date and leaves an edited one alone', async () => {
    const earlier = '# An earlier seeded policy';
    SUPERSEDED_PAGE_TEXTS.privacy?.en.push(textHash(earlier));
    await ctx.app.db
      .insert(staticPages)
      .values([
        { slug: 'privacy', title: 'Privacy Policy', content: earlier },
        { slug: 'terms', title: 'Terms of Use', content: 'Edited by an admin' },
      ])
      .onConflictDoNothing();
    await seedStaticPages(ctx.app.db);
    const [privacy] = await ctx.app.db.select().from(staticPages).where(eq(staticPages.slug, 'privacy'));
    expect(privacy?.content).toBe(await readStaticPageContent('privacy'));
    const [terms] = await ctx.app.db.select().from(staticPages).where(eq(staticPages.slug, 'terms'));
    expect(terms?.content).toBe('Edited by an admin');

    await ctx.app.db.update(staticPages).set({ content: 'Edited privacy' }).where(eq(staticPages.slug, 'privacy'));
    await seedStaticPages(ctx.app.db);
    const [edited] = await ctx.app.db.select().from(staticPages).where(eq(staticPages.slug, 'privacy'));
    expect(edited?.content).toBe('Edited privacy');
  });
});
