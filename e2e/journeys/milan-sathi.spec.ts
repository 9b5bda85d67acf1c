import type { Locator, Page } from '@playwright/test';
import { loginToMilanSathi, portraitPng, registerOnMilanSathi } from '../milan-support';
import { expect, freshMobile, signInThroughApi, test } from '../support';

/** The demo bride of the README's "Trying it" (seeded with full birth details). */
const DEMO_BRIDE = { email: 'ananya.sharma@example.in', password: 'Saat-Phere-2026' };
const KOOTAS = ['Varna', 'Vashya', 'Tara', 'Yoni', 'Graha Maitri', 'Gana', 'Bhakoot', 'Nadi'];
/** A guna score as shown ("24/36", "27.5/36"). */
const GUNA = /^(\d{1,2}(?:\.5)?)\/36$/;

/** What GET /api/users/search answered (the fields this journey reads). */
interface SearchAnswer {
  total: number;
  results: { firstName: string; age: number; religion: string; gunaScore: number | null }[];
}

/** Starts waiting for the search the page sends with all of `params` in its query; resolves to its answer. */
function nextSearch(page: Page, params: Record<string, string> = {}): Promise<SearchAnswer> {
  return page
    .waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/users/search' &&
        response.ok() &&
        Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
      );
    })
    .then((response) => response.json() as Promise<SearchAnswer>);
}

/** Waits until the page shows `answer`: "N profiles" and its cards' first names, in order. */
async function expectShown(page: Page, answer: SearchAnswer): Promise<void> {
  await expect(page.getByText(/^\d+ profiles?$/)).toHaveText(
    `${answer.total} ${answer.total === 1 ? 'profile' : 'profiles'}`,
  );
  await expect(page.getByTestId('profile-card').getByRole('heading', { level: 3 })).toHaveText(
    answer.results.map((card) => card.firstName),
  );
}

/** The ages on the result cards ("29 yrs · Pune"). */
async function cardAges(cards: Locator): Promise<number[]> {
  const texts = await cards.allInnerTexts();
  return texts.map((text) => Number(/(\d+) yrs? ·/.exec(text)?.[1]));
}

/** Fills the edit-profile steps up to partner preferences for a Hindu bride born 14 Aug 1996 in Pune. */
async function fillBrideProfile(page: Page): Promise<void> {
  const form = page.getByRole('main');
  const next = () => form.getByRole('button', { name: 'Next', exact: true }).click();
  const stepHeading = (name: string) => form.getByRole('heading', { level: 2, name, exact: true });

  await expect(stepHeading('Basics')).toBeVisible();
  await expect(form.getByLabel('Profile created by')).toHaveValue('self');
  // The account said female, so the new profile starts as a bride.
  await expect(form.getByLabel('Bride or groom')).toHaveValue('female');
  await expect(form.getByLabel('First name')).toHaveValue('Kavya');
  await form.getByLabel('Date of birth').fill('1996-08-14');
  await form.getByLabel('Height').selectOption({ label: '5 ft 4 in (163 cm)' });
  await form.getByLabel('Marital status').selectOption({ label: 'Never married' });
  await form.getByLabel('Mother tongue').selectOption({ label: 'Marathi' });
  await next();

  await expect(stepHeading('Religion & community')).toBeVisible();
  await form.getByLabel('Religion').selectOption({ label: 'Hindu' });
  await form.getByLabel('Caste', { exact: true }).fill('Deshastha Brahmin');
  await form.getByLabel('Gotra').fill('Bharadwaj');
  await next();

  await expect(stepHeading('Education & career')).toBeVisible();
  await form.getByLabel('Highest education').selectOption({ label: "Master's degree" });
  await form.getByLabel('Education details').fill('M.Des, NID Ahmedabad');
  await form.getByLabel('Occupation').selectOption({ label: 'Software and IT' });
  await form.getByLabel('Job title').fill('Product designer');
  await form.getByLabel('Annual income').selectOption({ label: '₹10–20 lakh a year' });
  await next();

  await expect(stepHeading('Family & lifestyle')).toBeVisible();
  await form.getByLabel('Family type').selectOption({ label: 'Nuclear family' });
  await form.getByLabel('Family values').selectOption({ label: 'Moderate' });
  await form.getByLabel("Father's occupation").fill('Retired bank manager');
  await form.getByLabel('Brothers').fill('1');
  await form.getByLabel('Diet').selectOption({ label: 'Vegetarian' });
  // State and city come from the account.
  await expect(form.getByLabel('State you live in')).toHaveValue('Maharashtra');
  await expect(form.getByLabel('City you live in')).toHaveValue('Pune');
  await form
    .getByLabel('About me')
    .fill('I design apps for a living and sing Marathi abhangs on weekends. Family means everything to me.');
  await next();

  await expect(stepHeading('Kundli')).toBeVisible();
  await expect(form.getByText('Date of birth (from Basics): Wed, 14 Aug 1996')).toBeVisible();
  await form.getByLabel('Birth time').fill('06:45');
  const place = form.getByRole('combobox', { name: 'Birth place' });
  await place.fill('Pun');
  await form.getByRole('listbox', { name: 'Birth places' }).getByRole('option', { name: /^Pune/ }).click();
  await expect(place).toHaveValue('Pune, Maharashtra');
  await next();

  await expect(stepHeading('Partner preferences')).toBeVisible();
  await form.getByLabel('From (years)').fill('27');
  await form.getByLabel('To (years)').fill('35');
  await form.getByRole('group', { name: 'Religions' }).getByLabel('Hindu').check();
}

test.describe('Milan Sathi', () => {
  test('a new bride registers, fills her profile, adds a photo, searches with filters and sees the kundli with a groom', async ({
    page,
  }) => {
    // Seven form steps, an upload and four searches: twice the default on a busy machine.
    test.setTimeout(240_000);
    const mobile = freshMobile();
    await page.goto('/milan-sathi');
    await registerOnMilanSathi(page, {
      firstName: 'Kavya',
      lastName: 'Kulkarni',
      email: `kavya.kulkarni.${mobile}@example.in`,
      mobile,
      gender: 'Female',
      state: 'Maharashtra',
      city: 'Pune',
      password: 'Monsoon-Lantern-Abhang-42',
    });

    // The multi-step profile form.
    await page.goto('/dashboard/edit-profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your profile' })).toBeVisible();
    await fillBrideProfile(page);
    await page.getByRole('main').getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();

    // A first save opens the photos step, now with the uploader.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Photos', exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/edit-profile\?step=photos$/);
    await expect(main.getByRole('heading', { name: 'Your photos (0 of 6)' })).toBeVisible();
    await expect(main.getByText('No photos yet.')).toBeVisible();
    await main.getByLabel('Add a photo').setInputFiles({
      name: 'kavya.png',
      mimeType: 'image/png',
      buffer: portraitPng(),
    });
    await expect(page.getByText('Photo added.')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Your photos (1 of 6)' })).toBeVisible();
    const photo = main.getByRole('list', { name: 'Your photos' }).getByRole('listitem', { name: 'Photo 1' });
    await expect(photo.getByText('Main photo')).toBeVisible();
    const image = photo.getByRole('img', { name: 'Photo 1' });
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    // Search: a bride is shown the grooms her partner preferences allow (Hindu, 27 to 35), everyone one tap away;
    // filters go into the address and narrow the results.
    const suggested = nextSearch(page, { preferences: 'mine' });
    await page.goto('/milan-sathi/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Search matches' })).toBeVisible();
    const filters = page.getByRole('search', { name: 'Filters' });
    const cards = page.getByTestId('profile-card');
    const mine = await suggested;
    await expectShown(page, mine);
    await expect(page.getByText('Showing members who fit your partner preferences.')).toBeVisible();
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.results.map((card) => card.religion)).toEqual(mine.results.map(() => 'hindu'));
    for (const age of await cardAges(cards)) {
      expect(age).toBeGreaterThanOrEqual(27);
      expect(age).toBeLessThanOrEqual(35);
    }

    const all = nextSearch(page, { preferences: 'everyone' });
    await page.getByRole('button', { name: 'Show everyone' }).click();
    await expect(page).toHaveURL(/[?&]preferences=everyone(&|$)/);
    const everyone = await all;
    await expectShown(page, everyone);
    expect(everyone.total).toBeGreaterThan(Math.max(12, mine.total));
    await expect(cards).toHaveCount(12);

    const hindu = { religion: 'hindu' };
    const hindus = nextSearch(page, hindu);
    await filters.getByLabel('Religion').selectOption({ label: 'Hindu' });
    await expect(page).toHaveURL(/[?&]religion=hindu(&|$)/);
    const hinduGrooms = await hindus;
    await expectShown(page, hinduGrooms);
    expect(hinduGrooms.total).toBeLessThan(everyone.total);

    // Two choices in a row (the second made before the first's results show) both stay.
    const aged = { ...hindu, ageMin: '27', ageMax: '33' };
    const inRange = nextSearch(page, aged);
    await filters.getByLabel('Age from').selectOption('27');
    await filters.getByLabel('Age to').selectOption('33');
    await expect(page).toHaveURL(/[?&]ageMin=27(&|$)/);
    await expect(page).toHaveURL(/[?&]ageMax=33(&|$)/);
    const agedGrooms = await inRange;
    await expectShown(page, agedGrooms);
    expect(agedGrooms.total).toBeGreaterThan(0);
    expect(agedGrooms.total).toBeLessThan(hinduGrooms.total);
    for (const age of await cardAges(cards)) {
      expect(age).toBeGreaterThanOrEqual(27);
      expect(age).toBeLessThanOrEqual(33);
    }

    // Sorted by kundli match: the same grooms, the scores with her falling from the first card on.
    const sorted = nextSearch(page, { ...aged, sort: 'match' });
    await page.getByLabel('Sort by').selectOption({ label: 'Best kundli match' });
    await expect(page).toHaveURL(/[?&]sort=match(&|$)/);
    const byMatch = await sorted;
    await expectShown(page, byMatch);
    expect(byMatch.total).toBe(agedGrooms.total);
    const scores = byMatch.results.flatMap((card) => (card.gunaScore === null ? [] : [card.gunaScore]));
    expect(scores.length).toBeGreaterThan(0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    await expect(cards.first()).toContainText(`${scores[0]}/36`);

    // The best-matched groom's profile: a Hindu, with the guna milan and its eight kootas.
    const best = cards.filter({ hasText: /\/36/ }).first();
    const name = (await best.getByRole('heading', { level: 3 }).innerText()).trim();
    const score = (await best.getByText(GUNA).innerText()).trim();
    await best.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/milan-sathi\/search\/profile\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${name}\\b`) })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Religion and community' })).toContainText(/Religion\s*Hindu/);

    const kundli = page.getByRole('region', { name: 'Kundli match' });
    await expect(kundli.getByTestId('kundli-total')).toHaveText(score);
    const rows = kundli.locator('tbody tr');
    await expect(rows).toHaveCount(8);
    for (const [index, koota] of KOOTAS.entries()) {
      await expect(rows.nth(index).getByRole('rowheader')).toContainText(koota);
      await expect(rows.nth(index).getByRole('cell')).toHaveText(/^\d(?:\.5)?\/\d$/);
    }
    // The eight kootas add up to the total (out of 36) the card showed.
    const points = (await rows.getByRole('cell').allInnerTexts()).map((text) => text.split('/').map(Number));
    expect(points.reduce((sum, [got = 0]) => sum + got, 0)).toBe(Number(GUNA.exec(score)?.[1]));
    expect(points.map(([, max]) => max)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    await expect(kundli.getByRole('row', { name: /^Total/ })).toContainText(`${GUNA.exec(score)?.[1]}/36`);

    // Back to search keeps the filters.
    await page.getByRole('link', { name: 'Back to search' }).first().click();
    await expect(page).toHaveURL(/religion=hindu/);
    await expect(filters.getByLabel('Religion')).toHaveValue('hindu');
  });

  test('the demo bride buys Basic Monthly through the sandbox checkout and finds it in transactions and on her dashboard', async ({
    page,
  }) => {
    await page.goto('/milan-sathi');
    await loginToMilanSathi(page, DEMO_BRIDE.email, DEMO_BRIDE.password);

    // The seeded bride starts on the free plan; a CI retry (or --repeat-each) finds the plan an earlier run bought: a renewal.
    const firstTry = test.info().retry === 0 && test.info().repeatEachIndex === 0;
    await page.goto('/milan-sathi/membership');
    await expect(page.getByRole('heading', { level: 1, name: 'Membership plans' })).toBeVisible();
    const plan = page.getByRole('article', { name: 'Basic Monthly', exact: true });
    await expect(plan).toContainText('₹999');
    if (firstTry) {
      await expect(page.getByText('You are on the free plan.')).toBeVisible();
      await plan.getByRole('link', { name: 'Buy Basic Monthly' }).click();
    } else {
      await plan.getByRole('link', { name: /^(Buy|Renew) Basic Monthly$/ }).click();
    }

    await expect(page).toHaveURL(/\/milan-sathi\/checkout\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy Basic Monthly' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Duration1 month');
    if (firstTry) await expect(summary).toContainText('StartsToday');
    const endsOn = (await summary.getByTestId('new-end-date').innerText()).trim();
    expect(endsOn).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

    await page.getByRole('main').getByRole('button', { name: 'Pay ₹999' }).click();
    const checkout = page.getByRole('dialog', { name: 'Seva Sandbox Checkout' });
    await expect(checkout).toBeVisible();
    await checkout.getByRole('button', { name: /^Pay ₹999/ }).click();
    await expect(checkout).toBeHidden();

    await expect(page.getByRole('heading', { level: 1, name: 'Your membership is active.' })).toBeVisible();
    await expect(page.getByText(`Basic Monthly is active until ${endsOn}.`)).toBeVisible();
    // The confirmation (issue 20): the payment's reference, the plan, its price and validity, then on to the payments.
    const confirmation = page.getByRole('region', { name: 'Your membership is active.' });
    await expect(confirmation.getByText(/^Ref\. pay_\w+$/)).toBeVisible();
    await expect(confirmation).toContainText('PlanBasic Monthly');
    await expect(confirmation).toContainText('Amount paid₹999');
    await expect(confirmation).toContainText(`Valid until${endsOn}`);
    await confirmation.getByRole('link', { name: 'View my payments' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    const payment = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Basic Monthly membership' }) });
    if (firstTry) await expect(payment).toHaveCount(1);
    // Newest first: the payment just made.
    const latest = payment.first();
    await expect(latest).toContainText('₹999');
    await expect(latest.getByText(/^(Successful|Paid)$/)).toBeVisible();
    await expect(latest).toContainText(/Ref\. \S+/);

    await page.goto('/dashboard');
    const membership = page.getByRole('region', { name: 'Membership' });
    await expect(membership).toContainText(/Plan\s*Basic Monthly/);
    await expect(membership).toContainText(`Ends on${endsOn}`);
    await expect(membership).toContainText(/Contact views left\s*60/);
    await expect(membership.getByRole('link', { name: 'Renew' })).toBeVisible();
  });
});

test.describe('Milan Sathi dashboard on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a bottom tab bar with labels replaces the icon rail and navigates; pages take the full width', async ({
    page,
  }) => {
    await signInThroughApi(page, freshMobile());
    await page.goto('/dashboard');
    const tabs = page.getByRole('navigation', { name: 'Dashboard menu' });
    await expect(tabs).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Dashboard menu' })).toBeHidden();
    // The tabs issue 22 names.
    for (const label of ['Matches', 'Search', 'Interests', 'Messages', 'Profile']) {
      await expect(tabs.getByText(label, { exact: true })).toBeVisible();
    }

    await tabs.getByRole('link', { name: 'Interests' }).click();
    await expect(page).toHaveURL(/\/dashboard\/connections$/);
    const heading = page.getByRole('heading', { level: 1, name: 'Connections' });
    await expect(heading).toBeVisible();
    // No rail beside the page: it starts at the screen's edge (less its padding).
    expect((await heading.boundingBox())!.x).toBeLessThan(32);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    await tabs.getByRole('button', { name: 'Profile' }).click();
    await tabs.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/dashboard\/transactions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Transactions' })).toBeHidden();

    await tabs.getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(/\/dashboard\/messages$/);
    await expect(tabs.getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');

    // Search keeps the tabs: it is one of them, not a way out.
    await tabs.getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/milan-sathi\/search/);
    await expect(tabs.getByRole('link', { name: 'Search' })).toHaveAttribute('aria-current', 'page');
    await tabs.getByRole('link', { name: 'Matches' }).click();
    await expect(page).toHaveURL(/\/dashboard\/matches$/);
  });
});
