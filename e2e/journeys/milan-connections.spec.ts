/**
 * Milan Sathi connections, messages and verification (the connections
 * issue): two members in two browsers connect, accept and chat with
 * messages appearing without a reload; a member's ID goes through the
 * admin's review queue and the verified badge appears.
 */
import { buyBasicMonthly, portraitPng } from '../milan-support';
import { createMember } from '../milan-member-support';
import { expect, signedInContext, test } from '../support';

/** The trust-and-safety demo admin (README "Trying it"), whom no other journey logs in as. */
const TRUST_DESK_ADMIN = '9999900005';

test.describe('Milan Sathi connections and messages', () => {
  test('two members connect, accept and chat, each seeing the other’s messages without a reload', async ({
    browser,
  }) => {
    const her = await createMember(browser, 'Priya', 'female');
    const him = await createMember(browser, 'Arjun', 'male');

    await buyBasicMonthly(her.page);

    // Arjun waits on his connections page; Priya's interest arrives there without a reload.
    await him.page.goto('/dashboard/connections');
    await expect(him.page.getByRole('heading', { level: 1, name: 'Connections' })).toBeVisible();
    await expect(him.page.getByText('No interests yet')).toBeVisible();

    await her.page.goto(`/milan-sathi/search/profile/${him.login.userId}`);
    await her.page.getByRole('button', { name: 'Send interest' }).click();
    await expect(her.page.getByText('Your interest has been sent.')).toBeVisible();

    await expect(him.page.getByText('Priya sent you an interest')).toBeVisible();
    const card = him.page.getByRole('article').filter({ hasText: 'Priya' });
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(him.page.getByText('Interest accepted. You can now message each other.')).toBeVisible();
    // Accepting opens the conversation, not an emptied "Received" tab.
    await expect(him.page).toHaveURL(/\/dashboard\/messages\/conversation\/[0-9a-f]{24}$/);
    // On the free plan he may not write first: the page says so in words, and offers the plans.
    await expect(
      him.page.getByText('Upgrade your plan to start a conversation. You can reply once they write to you.'),
    ).toBeVisible();
    await expect(her.page.getByText('Arjun accepted your interest')).toBeVisible();
    await him.page.goto('/dashboard/connections');

    // Priya opens the conversation from her messages; Arjun from his accepted connections.
    await her.page.goto('/dashboard/messages');
    await her.page.getByRole('link', { name: /Arjun/ }).click();
    await expect(her.page).toHaveURL(/\/dashboard\/messages\/conversation\/[0-9a-f]{24}$/);
    await expect(her.page.getByRole('contentinfo')).toHaveCount(0);

    await her.page.getByRole('textbox', { name: 'Message' }).fill('Namaste Arjun! Our families are both from Pune.');
    await her.page.getByRole('button', { name: 'Send' }).click();
    await expect(him.page.getByRole('link', { name: 'Messages, 1 unread' })).toBeVisible();

    await him.page.getByRole('tab', { name: /Accepted/ }).click();
    await him.page.getByRole('link', { name: 'Message Priya' }).click();
    const hisLog = him.page.getByRole('log', { name: 'Messages with Priya' });
    await expect(hisLog.getByText('Namaste Arjun! Our families are both from Pune.')).toBeVisible();
    // He read it: her tick turns to Read, live.
    await expect(her.page.getByText('Read', { exact: true })).toBeVisible();

    // Arjun is on the free plan and may reply because she wrote first.
    await him.page.getByRole('textbox', { name: 'Message' }).fill('Namaste Priya! Shall our parents talk this Sunday?');
    await him.page.keyboard.press('Enter');
    const herLog = her.page.getByRole('log', { name: 'Messages with Arjun' });
    await expect(herLog.getByText('Namaste Priya! Shall our parents talk this Sunday?')).toBeVisible();
    await expect(hisLog.getByText('Namaste Priya! Shall our parents talk this Sunday?')).toBeVisible();

    await her.context.close();
    await him.context.close();
  });

  test('a member’s ID goes through the admin queue and the verified badge appears', async ({ browser }) => {
    const member = await createMember(browser, 'Kavya', 'female');
    const { page } = member;

    await page.goto('/dashboard/verification');
    await expect(page.getByRole('heading', { name: 'Get the Verified badge' })).toBeVisible();
    await page.getByLabel('Document type').selectOption({ label: 'PAN card' });
    await page.getByLabel('ID number').fill('ABCPJ1234K');
    await page
      .getByLabel('Photo of your ID')
      .setInputFiles({ name: 'pan.png', mimeType: 'image/png', buffer: portraitPng(400, 250) });
    await page.getByLabel('Selfie').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: portraitPng() });
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await expect(page.getByRole('heading', { name: 'Under review' })).toBeVisible();
    await expect(page.getByText('XXXXXX234K')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Your selfie' })).toBeVisible();

    const admin = await signedInContext(browser, TRUST_DESK_ADMIN);
    await admin.page.goto('/admin/milan/verifications');
    await admin.page.getByRole('button', { name: 'Review the ID of Kavya Joshi' }).click();
    const review = admin.page.getByRole('dialog');
    await expect(review.getByRole('img', { name: 'Selfie of Kavya Joshi' })).toBeVisible();
    await expect(review.getByRole('img', { name: 'ID uploaded by Kavya Joshi' })).toBeVisible();
    await review.getByRole('button', { name: 'Verify' }).click();
    await expect(admin.page.getByText('No ID is waiting for review')).toBeVisible();

    // The result reaches the member live: a notification on the header badge, then the badge on her profile.
    await expect(page.getByRole('link', { name: 'Notifications, 1 unread' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your profile is verified' })).toBeVisible();
    await page.goto(`/milan-sathi/search/profile/${member.login.userId}`);
    await expect(page.getByLabel('ID verified')).toBeVisible();

    await member.context.close();
    await admin.context.close();
  });
});
