/**
 * A customer who chose हिं (issue 21) books a puja and recharges a number and reads every page in Hindi: the
 * interface, the puja's own content, the server's answers and the history. `englishWords` lists any Latin-script
 * word on screen that is not a name, a reference, the configured office address or the customer's own input;
 * the sandbox checkout speaks Hindi too.
 */
import { expect, freshMobile, signInThroughApi, test } from '../support';
import { configuredContact, englishWords } from '../hindi-support';

const DEVOTEES = ['Priya Verma', 'Ravi Verma'];
/** What a plan keeps in Latin letters in Hindi too: the operator's apps, data units and 5G. */
const PLAN_NAMES = ['JioTV', 'JioCloud', 'FanCode', 'GB', '5G'];

test('in Hindi: book a puja and recharge a number without meeting an English sentence', async ({ page }) => {
  await signInThroughApi(page, freshMobile());
  const contact = await configuredContact(page);
  const devotees = [...contact, ...DEVOTEES];
  await page.goto('/puja?lang=hi');
  await expect(page.getByRole('heading', { level: 1, name: 'पूजा बुक करें' })).toBeVisible();
  await expect(page.getByRole('link', { name: /काशी विश्वनाथ में रुद्राभिषेक/ }).first()).toBeVisible();
  expect(await englishWords(page, contact), 'the puja list').toEqual([]);

  await page
    .getByRole('link', { name: /काशी विश्वनाथ में रुद्राभिषेक/ })
    .first()
    .click();
  await expect(page.getByRole('group', { name: 'आगामी तिथियाँ' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'काशी विश्वनाथ में रुद्राभिषेक' })).toBeVisible();
  expect(await englishWords(page, contact), 'the puja’s details').toEqual([]);

  await page.getByRole('link', { name: 'अभी बुक करें' }).click();
  await expect(page.getByLabel('भक्त 1')).toBeVisible();
  await page.getByRole('radio', { name: /दंपति/ }).check();
  await page.getByLabel('भक्त 1').fill(DEVOTEES[0]!);
  await page.getByLabel('भक्त 2').fill(DEVOTEES[1]!);
  expect(await englishWords(page, contact), 'the booking form').toEqual([]);
  await page
    .getByRole('main')
    .getByRole('button', { name: /का भुगतान करें$/ })
    .click();
  const pujaCheckout = page.getByRole('dialog', { name: 'सेवा सैंडबॉक्स चेकआउट' });
  await expect(pujaCheckout).toContainText('काशी विश्वनाथ में रुद्राभिषेक · दंपति');
  expect(await englishWords(page, devotees), 'the checkout').toEqual([]);
  await pujaCheckout.getByRole('button', { name: /^₹[\d,]+ का भुगतान करें$/ }).click();
  await expect(page.getByRole('heading', { name: 'आपकी पूजा बुक हो गई है।' })).toBeVisible();
  expect(await englishWords(page, devotees), 'the confirmation').toEqual([]);

  await page.getByRole('link', { name: 'पूजा इतिहास देखें' }).click();
  await expect(page.getByRole('article').first()).toContainText('काशी विश्वनाथ में रुद्राभिषेक');
  expect(await englishWords(page, devotees), 'the puja history').toEqual([]);

  await page.goto('/recharge');
  const services = page.getByRole('navigation', { name: 'रिचार्ज और बिल सेवाएँ' });
  await services.getByRole('link', { name: 'मोबाइल प्रीपेड', exact: true }).click();
  const panel = page.getByRole('region', { name: 'मोबाइल प्रीपेड', exact: true });
  await panel.getByLabel('मोबाइल नंबर').fill('98123 45678');
  await expect(panel.getByText(/^Jio, .+ मिला।/)).toBeVisible();
  // The plans read in Hindi too: only the operators' brands, units and the picture format stay in Latin letters.
  await panel.getByRole('button', { name: 'प्लान देखें' }).click();
  const plans = page.getByRole('dialog', { name: /के प्लान$/ });
  await expect(plans.getByRole('tab', { name: 'अनलिमिटेड' })).toHaveAttribute('aria-selected', 'true');
  await expect(plans.getByRole('article').first()).toContainText('28 दिन');
  expect(await englishWords(page, [...contact, ...PLAN_NAMES]), 'the plan browser').toEqual([]);
  await plans.getByRole('button', { name: '₹299 वाला प्लान चुनें' }).click();
  await expect(plans).toBeHidden();
  await expect(panel.getByLabel('राशि (₹)')).toHaveValue('299');
  expect(await englishWords(page, [...contact, ...PLAN_NAMES]), 'the recharge form').toEqual([]);
  await panel.getByRole('button', { name: '₹299 का रिचार्ज करें', exact: true }).click();
  const checkout = page.getByRole('dialog', { name: 'सेवा सैंडबॉक्स चेकआउट' });
  await checkout.getByRole('button', { name: '₹299 का भुगतान करें', exact: true }).click();
  await expect(checkout).toBeHidden();
  await expect(page.getByRole('heading', { name: 'रिचार्ज सफल रहा' })).toBeVisible();
  expect(await englishWords(page, contact), 'the recharge result').toEqual([]);
});
