/**
 * Milan Sathi journey steps: log in through the Milan Sathi header's e-mail +
 * password modal, create an account from it, and a small portrait PNG made
 * in memory for the photo upload (no binary fixture in the repository), and
 * buying the Basic Monthly plan in the sandbox checkout.
 */
import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, latestOutbox } from './support';

/** Buys Basic Monthly through the sandbox checkout (the free plan cannot start a conversation). */
export async function buyBasicMonthly(page: Page): Promise<void> {
  await page.goto('/milan-sathi/membership');
  await page
    .getByRole('article', { name: 'Basic Monthly', exact: true })
    .getByRole('link', { name: 'Buy Basic Monthly' })
    .click();
  await page.getByRole('main').getByRole('button', { name: 'Pay ₹999' }).click();
  const checkout = page.getByRole('dialog', { name: 'Seva Sandbox Checkout' });
  await checkout.getByRole('button', { name: /^Pay ₹999/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your membership is active.' })).toBeVisible();
}

/** A Milan Sathi account as typed into the registration modal. */
export interface MilanAccount {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  gender: 'Female' | 'Male';
  state: string;
  city: string;
  password: string;
}

/** Opens the Milan Sathi login modal from the header ("Login to Milan Sathi"). */
async function openMilanLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login to Milan Sathi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to Milan Sathi' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Logs in with e-mail and password through the header's Milan Sathi login modal; waits for it to close. */
export async function loginToMilanSathi(page: Page, email: string, password: string): Promise<void> {
  const dialog = await openMilanLogin(page);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('You are logged in successfully.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/**
 * Creates a Milan Sathi account: header login → "Create an account" → the
 * registration form → the OTP the mobile received (every number proves it is
 * the registrant's, docs/decisions/003); waits for the modal to close and the
 * account menu to show.
 */
export async function registerOnMilanSathi(page: Page, account: MilanAccount): Promise<void> {
  const login = await openMilanLogin(page);
  await login.getByRole('button', { name: 'Create an account' }).click();
  const form = page.getByRole('dialog', { name: 'Create your Milan Sathi account' });
  await expect(form).toBeVisible();
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Mobile number').fill(account.mobile);
  await form.getByLabel('Gender').selectOption({ label: account.gender });
  await form.getByLabel('State').fill(account.state);
  await form.getByLabel('City').fill(account.city);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await expect(form.getByText('Password strength: Strong')).toBeVisible();
  await form.getByRole('button', { name: 'Create account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm your mobile' });
  await expect(confirm).toBeVisible();
  const { code } = await latestOutbox(page.request, account.mobile);
  await confirm.getByLabel('OTP digit 1').fill(code ?? '');
  await confirm.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText("You've registered successfully!")).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A `width`×`height` RGB PNG (8-bit, no interlace): a saffron-to-maroon
 * gradient with a pale oval "face", enough to be a real picture that the
 * server decodes, strips and resizes.
 */
export function portraitPng(width = 240, height = 300): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const dx = (x - width / 2) / (width * 0.22);
      const dy = (y - height * 0.4) / (height * 0.2);
      const face = dx * dx + dy * dy <= 1;
      const t = y / height;
      const i = row + 1 + x * 3;
      raw[i] = face ? 236 : Math.round(245 - 110 * t);
      raw[i + 1] = face ? 200 : Math.round(140 - 110 * t);
      raw[i + 2] = face ? 170 : Math.round(40 + 20 * t);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
