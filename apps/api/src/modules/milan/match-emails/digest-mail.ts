/**
 * The daily new-matches e-mail's text (issue 22): up to MATCH_DIGEST_LIMIT
 * profiles, each with first name, age, city, profession, how many of the
 * member's preferences it meets, the guna score when known and a link to the
 * profile; a link to "Matches for you" and to the dashboard, where the
 * e-mail is turned off. Never a surname, a phone number or a photo. English:
 * members store no language preference.
 */
import type { MatchCard, Occupation } from '@seva/contracts';
import type { EmailMessage } from '../../../providers/types.js';

/** Where the links lead, under the public URL (the web app's routes). */
export const DIGEST_LINKS = {
  profile: (id: string) => `/milan-sathi/search/profile/${encodeURIComponent(id)}`,
  matches: '/dashboard/matches',
  /** The dashboard's "Daily new-matches e-mail" switch. */
  optOut: '/dashboard',
} as const;

const OCCUPATION_NAMES: Record<Occupation, string> = {
  software: 'Software and IT',
  engineering: 'Engineering',
  medicine: 'Medicine and healthcare',
  teaching: 'Teaching',
  government: 'Government service',
  business: 'Business',
  finance: 'Banking and finance',
  law: 'Law',
  defence: 'Defence',
  arts: 'Arts and media',
  homemaker: 'Homemaker',
  student: 'Student',
  other: 'Other',
};

/** What the e-mail says of one match, line by line (its link apart). */
function describe(card: MatchCard): string[] {
  const profession = card.jobTitle.trim() || OCCUPATION_NAMES[card.occupation];
  const why = [`Matches ${card.match.met} of your ${card.match.stated} preferences`];
  if (card.gunaScore !== null) why.push(`${card.gunaScore}/36 guna`);
  return [`${card.firstName}, ${card.age}, ${card.city}`, profession, why.join(' · ')];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail to `to` (first name `firstName`, '' when unknown) listing
 * `cards` (at most MATCH_DIGEST_LIMIT, best first) of `total` new matches;
 * links are absolute under `publicUrl` (no trailing slash). Plain text and
 * HTML say the same.
 */
export function digestMail(
  to: string,
  firstName: string,
  cards: readonly MatchCard[],
  total: number,
  publicUrl: string,
): EmailMessage {
  const subject = total === 1 ? 'A new match for you on Milan Sathi' : `${total} new matches for you on Milan Sathi`;
  const greeting = firstName.trim() ? `Namaste ${firstName.trim()},` : 'Namaste,';
  const intro =
    total === 1
      ? 'A new member fits what you are looking for, and you fit what they are looking for:'
      : `${total} new members fit what you are looking for, and you fit what they are looking for:`;
  const more = total > cards.length ? `And ${total - cards.length} more.` : '';
  const matchesUrl = `${publicUrl}${DIGEST_LINKS.matches}`;
  const optOutUrl = `${publicUrl}${DIGEST_LINKS.optOut}`;
  const footer = 'You get this e-mail at most once a day, when new matches join.';
  const optOut = 'To stop it, turn off "Daily new-matches e-mail" on your Milan Sathi dashboard:';

  const text = [
    greeting,
    '',
    intro,
    '',
    ...cards.flatMap((card, i) => [
      `${i + 1}. ${describe(card).join('\n   ')}`,
      `   View profile: ${publicUrl}${DIGEST_LINKS.profile(card._id)}`,
      '',
    ]),
    ...(more ? [more] : []),
    `See all your matches: ${matchesUrl}`,
    '',
    footer,
    `${optOut} ${optOutUrl}`,
  ].join('\n');

  const items = cards
    .map((card) => {
      const [title, ...rest] = describe(card).map(escapeHtml);
      const href = escapeHtml(`${publicUrl}${DIGEST_LINKS.profile(card._id)}`);
      return `<li><a href="${href}"><strong>${title}</strong></a><br>${rest.join('<br>')}</li>`;
    })
    .join('');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ol>${items}</ol>`,
    more ? `<p>${escapeHtml(more)}</p>` : '',
    `<p><a href="${escapeHtml(matchesUrl)}">See all your matches</a></p>`,
    `<p>${escapeHtml(footer)} ${escapeHtml(optOut)} <a href="${escapeHtml(optOutUrl)}">${escapeHtml(optOutUrl)}</a></p>`,
  ].join('');

  return { to, subject, text, html };
}
