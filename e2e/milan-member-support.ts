/**
 * Journey set-up for Milan Sathi members who already exist, so a journey
 * spends its steps on what it is about: a new customer logged in by OTP
 * through the API (dev outbox), given a profile by PUT /api/users/:id, and
 * a browser context signed in as them the way the web stores a login
 * (SPEC §3: token, userId and the mobile under its key).
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, freshMobile, latestOutbox } from './support';

export interface Member {
  firstName: string;
  mobile: string;
  token: string;
  userId: string;
}

/** A loopback address (127.x, which the dev outbox answers) per mobile: each member is a person on their own network (the server trusts X-Forwarded-For). */
const networkOf = (mobile: string) =>
  `127.${Number(mobile.slice(-6, -4))}.${Number(mobile.slice(-4, -2))}.${Number(mobile.slice(-2))}`;

/** A date of birth `age` years and a month ago (YYYY-MM-DD). */
function bornYearsAgo(age: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
}

/** Logs `mobile` in by OTP through the API (dev outbox) from that person's own network. */
export async function loginByApi(request: APIRequestContext, mobile: string): Promise<Omit<Member, 'firstName'>> {
  const headers = { 'x-forwarded-for': networkOf(mobile) };
  const sent = await request.post('/api/app/customer/user_login', { data: { phoneNumber: mobile }, headers });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { code } = await latestOutbox(request, mobile);
  const verified = await request.post('/api/app/customer/otp_verify', { data: { phone: mobile, otp: code }, headers });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { accessToken: token, _id: userId } = (
    (await verified.json()) as { data: { accessToken: string; _id: string } }
  ).data;
  return { mobile, token, userId };
}

/**
 * A new member with a complete profile: `firstName` (surname Joshi), a bride
 * when `gender` is female, 29, a Hindu from Pune with birth details.
 */
export async function createMember(
  request: APIRequestContext,
  firstName: string,
  gender: 'female' | 'male',
): Promise<Member> {
  const { mobile, token, userId } = await loginByApi(request, freshMobile());
  const headers = { 'x-forwarded-for': networkOf(mobile) };
  const saved = await request.put(`/api/users/${userId}`, {
    headers: { ...headers, authorization: `Bearer ${token}` },
    data: {
      firstName,
      lastName: 'Joshi',
      matrimony: {
        createdBy: 'self',
        gender,
        dateOfBirth: bornYearsAgo(29),
        heightCm: gender === 'female' ? 160 : 175,
        religion: 'hindu',
        motherTongue: 'marathi',
        maritalStatus: 'never_married',
        education: 'masters',
        occupation: 'software',
        jobTitle: 'Software engineer',
        diet: 'vegetarian',
        state: 'Maharashtra',
        city: 'Pune',
        about: 'Family-oriented, loves Marathi theatre and weekend treks.',
        birthTime: '07:45',
        birthPlace: 'pune',
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return { firstName, mobile, token, userId };
}

/** A browser context (its own person and network) already signed in as `member`; answers its first page. */
export async function signedInPage(
  browser: Browser,
  member: Omit<Member, 'firstName'>,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': networkOf(member.mobile) } });
  await context.addInitScript((login) => {
    if (window.localStorage.getItem('token')) return;
    window.localStorage.setItem('token', login.token);
    window.localStorage.setItem('userId', login.userId);
    window.localStorage.setItem('seva_mobile', login.mobile);
  }, member);
  return { context, page: await context.newPage() };
}
