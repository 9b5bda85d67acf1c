import { expect, freshMobile, latestOutbox, loginThroughModal, signInThroughApi, test } from '../support';

test.describe('Delete my account (issue 24)', () => {
  test('deletes the account with the code sent to the mobile, signs out, and the number starts afresh', async ({
    page,
  }) => {
    const mobile = freshMobile();
    await signInThroughApi(page, mobile);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Delete my account' });
    await expect(section.getByText('Kept, as the law requires (8 years)')).toBeVisible();
    await section.getByRole('button', { name: 'Delete my account' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Confirm with the code sent to your mobile' });
    await expect(dialog).toBeVisible();
    // The login's code went out moments ago: the resend wait applies, as it does to a login.
    const wait = dialog.getByRole('alert');
    if (await wait.isVisible()) {
      const seconds = Number(/(\d+) seconds/.exec((await wait.textContent()) ?? '')?.[1] ?? 0);
      await page.waitForTimeout((seconds + 1) * 1000);
      await dialog.getByRole('button', { name: 'Send a new code' }).click();
      await expect(dialog.getByRole('alert')).toBeHidden();
    }
    const { code } = await latestOutbox(page.request, mobile);
    await dialog.getByLabel('OTP digit 1').click();
    await page.keyboard.type(code ?? '');
    await dialog.getByRole('button', { name: 'Delete my account now' }).click();

    await expect(page.getByText(/Your account has been deleted\./)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login or Create Account' }).first()).toBeVisible();

    // The same number signs up again as a new customer: asked for a name, with no history.
    await page.waitForTimeout(31_000);
    await loginThroughModal(page, mobile, 'Savitri');
    await page.goto('/profile');
    await expect(page.getByText('Savitri').first()).toBeVisible();
  });
});
