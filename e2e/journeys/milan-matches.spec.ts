/**
 * Milan Sathi matches (issue 22): a bride states her partner preferences and
 * sees only the grooms who fit them both ways, each saying why; she
 * shortlists one and sends an interest with a note; he, on the free plan,
 * accepts from the notification, lands in the conversation, receives her
 * message and replies without a reload; "who viewed my profile" counts her visit.
 */
import { buyBasicMonthly } from '../milan-support';
import { createMember } from '../milan-member-support';
import { expect, test } from '../support';

const NOTE = 'Our families are both from Pune. I would be glad to hear from you.';

test.describe('Milan Sathi matches', () => {
  test('a bride’s preferences find a groom with reasons; shortlist, interest with a note, accepted and answered live', async ({
    browser,
  }) => {
    // Two members, two browsers, a checkout and a chat: twice the default on a busy machine.
    test.setTimeout(240_000);
    // A tall groom (6′ 2″): her height preference finds him, and no member another journey makes.
    const him = await createMember(browser, 'Omkar', 'male', { heightCm: 188 });
    const her = await createMember(browser, 'Gauri', 'female');
    await buyBasicMonthly(her.page);

    // Her partner preferences: 36 to 40, from 6′ 2″, Hindu, Marathi-speaking.
    await her.page.goto('/dashboard/edit-profile?step=partner');
    const form = her.page.getByRole('main');
    await form.getByLabel('From (years)').fill('36');
    await form.getByLabel('To (years)').fill('40');
    await form.getByRole('group', { name: 'Height' }).getByLabel('From').selectOption('188');
    await form.getByRole('group', { name: 'Religions' }).getByLabel('Hindu').check();
    await form.getByRole('group', { name: 'Mother tongues' }).getByLabel('Marathi').check();
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(her.page.getByText('Profile updated successfully!')).toBeVisible();

    // Matches for you: every card meets all four, Omkar among them, and says so.
    await her.page.goto('/dashboard/matches');
    await expect(her.page.getByRole('heading', { level: 1, name: 'Matches for you' })).toBeVisible();
    const cards = her.page.getByTestId('profile-card');
    const omkar = cards.filter({ hasText: 'Omkar' });
    await expect(omkar).toContainText('Matches 4 of your 4 preferences');
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Matches 4 of your 4 preferences');

    // She shortlists him from the card and finds him on her shortlist.
    await omkar.getByRole('button', { name: 'Shortlist Omkar' }).click();
    await expect(omkar.getByRole('button', { name: 'Shortlist Omkar' })).toHaveAttribute('aria-pressed', 'true');
    await her.page.goto('/dashboard/shortlist');
    await expect(her.page.getByTestId('profile-card').filter({ hasText: 'Omkar' })).toBeVisible();

    // His profile (her visit is counted), and an interest with a note.
    await her.page.goto(`/milan-sathi/search/profile/${him.login.userId}`);
    await her.page.getByRole('button', { name: 'Add a note (optional)' }).click();
    await her.page.getByLabel('Your note').fill(NOTE);
    await her.page.getByRole('button', { name: 'Send interest' }).click();
    await expect(her.page.getByText('Your interest has been sent.')).toBeVisible();

    // He accepts from the notification and lands in the conversation.
    await him.page.goto('/dashboard/notifications');
    await him.page.getByRole('link', { name: /Gauri sent you an interest/ }).click();
    await expect(him.page).toHaveURL(/\/dashboard\/connections/);
    const card = him.page.getByRole('article').filter({ hasText: 'Gauri' });
    await expect(card).toContainText(NOTE);
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(him.page).toHaveURL(/\/dashboard\/messages\/conversation\/[0-9a-f]{24}$/);
    await expect(
      him.page.getByText('Upgrade your plan to start a conversation. You can reply once they write to you.'),
    ).toBeVisible();

    // She writes; his conversation unlocks and shows it without a reload; he replies.
    await her.page.goto('/dashboard/messages');
    await her.page.getByRole('link', { name: /Omkar/ }).click();
    await her.page.getByRole('textbox', { name: 'Message' }).fill('Namaste Omkar! Shall our parents talk?');
    await her.page.getByRole('button', { name: 'Send' }).click();
    const hisLog = him.page.getByRole('log', { name: 'Messages with Gauri' });
    await expect(hisLog.getByText('Namaste Omkar! Shall our parents talk?')).toBeVisible();
    await him.page.getByRole('textbox', { name: 'Message' }).fill('Namaste Gauri! This Sunday suits us.');
    await him.page.keyboard.press('Enter');
    await expect(
      her.page.getByRole('log', { name: 'Messages with Omkar' }).getByText('Namaste Gauri! This Sunday suits us.'),
    ).toBeVisible();

    // Who viewed his profile: her visit, counted on the free plan.
    await him.page.goto('/dashboard/profile-views');
    await expect(him.page.getByText('1 member viewed your profile in the last 30 days')).toBeVisible();

    await her.context.close();
    await him.context.close();
  });
});
