/**
 * Family access (issue 22): a bride invites her mother by mobile number; the
 * mother signs in to Seva with her own number, accepts, and helps: she
 * accepts a groom's interest for her daughter and writes to him. The groom
 * sees who wrote and replies, which reaches the mother live; the bride sees who accepted; when the bride removes her,
 * the mother's next step tells her she no longer has access.
 */
import { buyBasicMonthly } from '../milan-support';
import { createMember } from '../milan-member-support';
import { expect, freshMobile, loginThroughModal, networkOf, test } from '../support';

test.describe('Milan Sathi family access', () => {
  test('a mother, invited by number, signs in with her own login and answers an interest for her daughter', async ({
    browser,
  }) => {
    // Three people, three browsers and a checkout.
    test.setTimeout(240_000);
    const her = await createMember(browser, 'Meera', 'female');
    const him = await createMember(browser, 'Kunal', 'male');
    await buyBasicMonthly(her.page);
    const interest = await him.context.request.post('/api/connections/request', {
      headers: { authorization: `Bearer ${him.login.token}` },
      data: { receiverId: her.login.userId, note: 'Our families would get along well.' },
    });
    expect(interest.ok(), await interest.text()).toBe(true);

    // Meera invites her mother.
    const motherMobile = freshMobile();
    await her.page.goto('/dashboard/family');
    await her.page.getByLabel('Their name').fill('Sunita');
    await her.page.getByLabel('Who they are to you').selectOption('parent');
    await her.page.getByLabel('Their mobile number').fill(motherMobile);
    await her.page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      her.page.getByText('Invitation saved. Ask them to sign in to Seva with that number to accept it.'),
    ).toBeVisible();
    await expect(her.page.getByRole('listitem').filter({ hasText: 'Sunita' })).toContainText('Invited');

    // Her mother signs in with her own number and finds the invitation on her dashboard.
    const motherContext = await browser.newContext({
      extraHTTPHeaders: { 'x-forwarded-for': networkOf(motherMobile) },
    });
    const mother = await motherContext.newPage();
    await mother.goto('/');
    await loginThroughModal(mother, motherMobile, 'Sunita');
    await mother.goto('/dashboard');
    await mother.getByRole('link', { name: 'Open family access' }).click();
    await expect(mother).toHaveURL(/\/dashboard\/family$/);
    await mother.getByRole('button', { name: 'Accept the invitation from Meera J.' }).click();
    await mother.getByRole('button', { name: 'Help Meera J.' }).click();
    await expect(mother).toHaveURL(/\/dashboard\/connections$/);
    await expect(mother.getByRole('region', { name: 'Family access' })).toContainText('You are helping Meera J.');

    // She accepts Kunal's interest for Meera and writes to him.
    const card = mother.getByRole('article').filter({ hasText: 'Kunal' });
    await expect(card).toContainText('Our families would get along well.');
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(mother).toHaveURL(/\/dashboard\/messages\/conversation\/[0-9a-f]{24}$/);
    await mother.getByRole('textbox', { name: 'Message' }).fill('Namaste Kunal ji, I am Meera’s mother.');
    await mother.getByRole('button', { name: 'Send' }).click();
    await expect(mother.getByText('Namaste Kunal ji, I am Meera’s mother.')).toBeVisible();

    // Kunal sees who wrote; Meera sees who accepted.
    await him.page.goto('/dashboard/messages');
    await him.page.getByRole('link', { name: /Meera/ }).click();
    const hisLog = him.page.getByRole('log', { name: 'Messages with Meera' });
    await expect(hisLog.getByText('Namaste Kunal ji, I am Meera’s mother.')).toBeVisible();
    await expect(hisLog.getByText('Sunita · Parent')).toBeVisible();
    // He replies; it reaches the mother's open conversation without a reload.
    await him.page.getByRole('textbox', { name: 'Message' }).fill('Namaste aunty ji! My parents would like to call.');
    await him.page.keyboard.press('Enter');
    await expect(mother.getByText('Namaste aunty ji! My parents would like to call.')).toBeVisible();
    await her.page.goto('/dashboard/connections?tab=accepted');
    await expect(her.page.getByRole('article').filter({ hasText: 'Kunal' })).toContainText(
      'Accepted by Sunita (Parent)',
    );

    // Meera removes her mother's access; the mother's next step says so and ends the helping.
    await her.page.goto('/dashboard/family');
    await her.page.getByRole('button', { name: 'Remove Sunita' }).click();
    await her.page.getByRole('alertdialog', { name: 'Remove Sunita?' }).getByRole('button', { name: 'Remove' }).click();
    await expect(her.page.getByText('Family access removed.')).toBeVisible();
    await mother.goto('/dashboard/connections');
    await expect(
      mother.getByText('You no longer have access to this profile. Ask the member to invite you again.'),
    ).toBeVisible();
    await expect(mother.getByRole('region', { name: 'Family access' })).toBeHidden();

    await motherContext.close();
    await her.context.close();
    await him.context.close();
  });
});
