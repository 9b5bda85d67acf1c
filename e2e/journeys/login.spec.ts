import { expect, freshMobile, latestOutbox, loginThroughModal, test } from '../support';

test.describe('OTP login', () => {
  test('logs in with the OTP from the outbox and shows the masked number', async ({ page }) => {
    const mobile = freshMobile();
    await page.goto('/');
    await loginThroughModal(page, mobile);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText(`XXXXXX${mobile.slice(6)}`)).toBeVisible();
    // The session survives a reload: the stored phone triggers the customer lookup.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login or Create Account' })).toHaveCount(0);
  });

  test('asks a new customer what to call them, and the account menu carries the name', async ({ page }) => {
    await page.goto('/');
    await loginThroughModal(page, freshMobile(), 'Savitri');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('banner').getByRole('paragraph').filter({ hasText: 'Savitri' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByText('Savitri').first()).toBeVisible();
  });

  test('warns about a short number and a short OTP (SPEC §5)', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Login or Create Account' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mobile number').fill('98765');
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Please provide mobile number.')).toBeVisible();

    const mobile = freshMobile();
    await dialog.getByLabel('Mobile number').fill(mobile);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('OTP Sent Successfully.')).toBeVisible();
    await dialog.getByLabel('OTP digit 1').fill('1');
    await dialog.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('Please Enter OTP.')).toBeVisible();
  });

  test('a wrong OTP shows the server message and the pencil goes back to the number', async ({ page }) => {
    const mobile = freshMobile();
    await page.goto('/');
    await page.getByRole('button', { name: 'Login or Create Account' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Mobile number').fill(mobile);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    const { code } = await latestOutbox(page.request, mobile);
    const wrong = code === '0000' ? '1111' : '0000';
    await dialog.getByLabel('OTP digit 1').click();
    await page.keyboard.type(wrong);
    await dialog.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByText('The OTP is incorrect. Please check the code and try again.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Edit mobile number' }).click();
    await expect(dialog.getByLabel('Mobile number')).toHaveValue(mobile);
  });

  test('logout goes through the confirm dialog', async ({ page }) => {
    await page.goto('/');
    await loginThroughModal(page, freshMobile());
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('20');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Logout successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Login or Create Account' }).first()).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
