/**
 * Journey set-up for Milan Sathi members who already exist, so a journey
 * spends its steps on what it is about: a new customer in a browser of their
 * own, signed in by OTP through the API (signedInContext), and given a
 * profile by PUT /api/users/:id.
 */
import type { Browser } from '@playwright/test';
import { expect, freshMobile, signedInContext } from './support';

export type Member = Awaited<ReturnType<typeof signedInContext>>;

/** A date of birth `age` years and a month ago (YYYY-MM-DD). */
function bornYearsAgo(age: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - age);
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
}

/**
 * A new member with a complete profile, signed in in a browser of their own:
 * `firstName` (surname Joshi), a bride when `gender` is female, a Hindu from
 * Pune with birth details, aged 38: older than the grooms the new bride of
 * milan-sathi.spec.ts looks for (27–33), so a member made while that journey
 * runs in another worker does not change the counts it compares.
 * `overrides` replace fields of the profile (`matrimony`).
 */
export async function createMember(
  browser: Browser,
  firstName: string,
  gender: 'female' | 'male',
  overrides: Record<string, unknown> = {},
): Promise<Member> {
  const member = await signedInContext(browser, freshMobile());
  const saved = await member.context.request.put(`/api/users/${member.login.userId}`, {
    headers: { authorization: `Bearer ${member.login.token}` },
    data: {
      firstName,
      lastName: 'Joshi',
      matrimony: {
        createdBy: 'self',
        gender,
        dateOfBirth: bornYearsAgo(38),
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
        ...overrides,
      },
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return member;
}
