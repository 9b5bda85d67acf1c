/**
 * The daily new-matches e-mail's text (issue 22): up to MATCH_DIGEST_LIMIT
 * profiles, each with first name, age, city, profession, how many of the
 * member's preferences it meets, the guna score when known and a link to the
 * profile; a link to "Matches for you" and to the dashboard, where the
 * e-mail is turned off. Never a surname, a phone number or a photo. In English
 * or Hindi: the language the member last signed in with (customers.language).
 */
import { placeName, type MatchCard, type MessageLanguage, type Occupation } from '@seva/contracts';
import type { EmailMessage } from '../../../providers/types.js';

/** Where the links lead, under the public URL (the web app's routes). */
export const DIGEST_LINKS = {
  profile: (id: string) => `/milan-sathi/search/profile/${encodeURIComponent(id)}`,
  matches: '/dashboard/matches',
  /** The dashboard's "Daily new-matches e-mail" switch. */
  optOut: '/dashboard',
} as const;

/** Every sentence the e-mail says, in each language members use (issue 21). */
const WORDS = {
  en: {
    occupations: {
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
    },
    subject: (total: number) =>
      total === 1 ? 'A new match for you on Milan Sathi' : `${total} new matches for you on Milan Sathi`,
    greeting: (name: string) => (name ? `Namaste ${name},` : 'Namaste,'),
    intro: (total: number) =>
      total === 1
        ? 'A new member fits what you are looking for, and you fit what they are looking for:'
        : `${total} new members fit what you are looking for, and you fit what they are looking for:`,
    more: (count: number) => `And ${count} more.`,
    meets: (met: number, stated: number) => `Matches ${met} of your ${stated} preferences`,
    guna: (score: number) => `${score}/36 guna`,
    viewProfile: 'View profile',
    seeAll: 'See all your matches',
    footer: 'You get this e-mail at most once a day, when new matches join.',
    optOut: 'To stop it, turn off "Daily new-matches e-mail" on your Milan Sathi dashboard:',
  },
  hi: {
    occupations: {
      software: 'सॉफ़्टवेयर और आईटी',
      engineering: 'इंजीनियरिंग',
      medicine: 'चिकित्सा और स्वास्थ्य',
      teaching: 'शिक्षण',
      government: 'सरकारी सेवा',
      business: 'व्यापार',
      finance: 'बैंकिंग और वित्त',
      law: 'कानून',
      defence: 'रक्षा सेवा',
      arts: 'कला और मीडिया',
      homemaker: 'गृहिणी/गृहस्थ',
      student: 'विद्यार्थी',
      other: 'अन्य',
    },
    subject: (total: number) =>
      total === 1 ? 'मिलन साथी पर आपके लिए एक नया मैच' : `मिलन साथी पर आपके लिए ${total} नए मैच`,
    greeting: (name: string) => (name ? `नमस्ते ${name},` : 'नमस्ते,'),
    intro: (total: number) =>
      total === 1
        ? 'एक नए सदस्य आपकी पसंद से मेल खाते हैं, और आप उनकी पसंद से:'
        : `${total} नए सदस्य आपकी पसंद से मेल खाते हैं, और आप उनकी पसंद से:`,
    more: (count: number) => `और ${count} अन्य।`,
    meets: (met: number, stated: number) => `आपकी ${stated} में से ${met} पसंद से मेल`,
    guna: (score: number) => `${score}/36 गुण`,
    viewProfile: 'प्रोफ़ाइल देखें',
    seeAll: 'अपने सभी मैच देखें',
    footer: 'यह ईमेल दिन में अधिकतम एक बार आता है, जब नए मैच जुड़ते हैं।',
    optOut: 'इसे बंद करने के लिए अपने मिलन साथी डैशबोर्ड पर "नए मैचों का दैनिक ईमेल" बंद करें:',
  },
} satisfies Record<MessageLanguage, { occupations: Record<Occupation, string> } & Record<string, unknown>>;

type Words = (typeof WORDS)[MessageLanguage];

/** What the e-mail says of one match, line by line (its link apart). */
function describe(card: MatchCard, words: Words, language: MessageLanguage): string[] {
  const profession = card.jobTitle.trim() || words.occupations[card.occupation];
  const why = [words.meets(card.match.met, card.match.stated)];
  if (card.gunaScore !== null) why.push(words.guna(card.gunaScore));
  return [`${card.firstName}, ${card.age}, ${placeName(card.city, language)}`, profession, why.join(' · ')];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The e-mail to `to` (first name `firstName`, '' when unknown) listing
 * `cards` (at most MATCH_DIGEST_LIMIT, best first) of `total` new matches;
 * links are absolute under `publicUrl` (no trailing slash), in `language`. Plain
 * text and HTML say the same.
 */
export function digestMail(
  to: string,
  firstName: string,
  cards: readonly MatchCard[],
  total: number,
  publicUrl: string,
  language: MessageLanguage = 'en',
): EmailMessage {
  const words = WORDS[language];
  const subject = words.subject(total);
  const greeting = words.greeting(firstName.trim());
  const intro = words.intro(total);
  const more = total > cards.length ? words.more(total - cards.length) : '';
  const matchesUrl = `${publicUrl}${DIGEST_LINKS.matches}`;
  const optOutUrl = `${publicUrl}${DIGEST_LINKS.optOut}`;
  const { footer, optOut } = words;

  const text = [
    greeting,
    '',
    intro,
    '',
    ...cards.flatMap((card, i) => [
      `${i + 1}. ${describe(card, words, language).join('\n   ')}`,
      `   ${words.viewProfile}: ${publicUrl}${DIGEST_LINKS.profile(card._id)}`,
      '',
    ]),
    ...(more ? [more] : []),
    `${words.seeAll}: ${matchesUrl}`,
    '',
    footer,
    `${optOut} ${optOutUrl}`,
  ].join('\n');

  const items = cards
    .map((card) => {
      const [title, ...rest] = describe(card, words, language).map(escapeHtml);
      const href = escapeHtml(`${publicUrl}${DIGEST_LINKS.profile(card._id)}`);
      return `<li><a href="${href}"><strong>${title}</strong></a><br>${rest.join('<br>')}</li>`;
    })
    .join('');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ol>${items}</ol>`,
    more ? `<p>${escapeHtml(more)}</p>` : '',
    `<p><a href="${escapeHtml(matchesUrl)}">${escapeHtml(words.seeAll)}</a></p>`,
    `<p>${escapeHtml(footer)} ${escapeHtml(optOut)} <a href="${escapeHtml(optOutUrl)}">${escapeHtml(optOutUrl)}</a></p>`,
  ].join('');

  return { to, subject, text, html };
}
