import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { KundliMatch, ManglikMatch } from '@seva/contracts';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { kundliMatch } from '../test/fixtures';
import { KundliPanel } from './kundli-panel';

const manglik = (mine: boolean | null, theirs: boolean | null): ManglikMatch => ({
  mine,
  theirs,
  cancelled: mine === true && theirs === true,
  verdict:
    mine === null || theirs === null
      ? 'unknown'
      : mine && theirs
        ? 'both_manglik'
        : mine || theirs
          ? 'dosha'
          : 'no_dosha',
});

/** The panel on a bride's profile (the viewer is the groom) unless `gender` says otherwise. */
const renderPanel = (kundli: KundliMatch, gender: 'female' | 'male' = 'female') =>
  renderWithProviders(<KundliPanel kundli={kundli} missing={null} name="Ananya S." gender={gender} />);

const manglikLine = () => screen.getByTestId('kundli-manglik');
const rowOf = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

async function inHindi(check: () => void) {
  await i18n.changeLanguage('hi');
  try {
    check();
  } finally {
    await i18n.changeLanguage('en');
  }
}

describe('kundli panel: Manglik', () => {
  it('says the dosha cancels when both are Manglik', () => {
    renderPanel(kundliMatch({ manglik: manglik(true, true) }));
    expect(manglikLine()).toHaveTextContent('Both are Manglik: the dosha cancels.');
    expect(manglikLine()).toHaveTextContent('Mars in house 1, 2, 4, 7, 8 or 12 from the ascendant');
  });

  it('says who is Manglik when only one is, for the bride and for the groom', () => {
    // On a bride's profile `theirs` is the bride.
    const { unmount } = renderPanel(kundliMatch({ manglik: manglik(false, true) }), 'female');
    expect(manglikLine()).toHaveTextContent('She is Manglik, he is not: many families consult an astrologer.');
    unmount();
    // On a bride's profile viewed by a Manglik groom.
    const second = renderPanel(kundliMatch({ manglik: manglik(true, false) }), 'female');
    expect(manglikLine()).toHaveTextContent('He is Manglik, she is not');
    second.unmount();
    // On a groom's profile `theirs` is the groom.
    renderPanel(kundliMatch({ manglik: manglik(false, true) }), 'male');
    expect(manglikLine()).toHaveTextContent('He is Manglik, she is not');
  });

  it('says there is no dosha when neither is, and what is missing when unknown', () => {
    const { unmount } = renderPanel(kundliMatch({ manglik: manglik(false, false) }));
    expect(manglikLine()).toHaveTextContent('Neither is Manglik: no Mangal dosha.');
    unmount();
    const second = renderPanel(kundliMatch({ manglik: manglik(false, null) }));
    expect(manglikLine()).toHaveTextContent('Whether Ananya S. is Manglik is not worked out yet.');
    second.unmount();
    renderPanel(kundliMatch({ manglik: manglik(null, true) }));
    expect(manglikLine()).toHaveTextContent('Save your profile again to work out whether you are Manglik.');
  });

  it('says it in Hindi', async () => {
    await inHindi(() => {
      const { unmount } = renderPanel(kundliMatch({ manglik: manglik(true, true) }));
      expect(manglikLine()).toHaveTextContent('दोनों मांगलिक हैं: दोष कट जाता है।');
      unmount();
      renderPanel(kundliMatch({ manglik: manglik(false, true) }));
      expect(manglikLine()).toHaveTextContent('वधू मांगलिक है, वर नहीं: कई परिवार ज्योतिषी से सलाह लेते हैं।');
    });
  });
});

describe('kundli panel: what each koota score says', () => {
  it('gives each koota a meaning for its score', () => {
    renderPanel(kundliMatch());
    expect(screen.getAllByTestId('koota-score-meaning')).toHaveLength(8);
    expect(rowOf('Nadi')).toHaveTextContent('Different nadi: the best result.');
    expect(rowOf('Bhakoot')).toHaveTextContent('(bhakoot dosha)');
    expect(rowOf('Tara')).toHaveTextContent('favourable one way only');
    expect(rowOf('Vashya')).toHaveTextContent('Little natural pull');
    expect(rowOf('Gana')).toHaveTextContent('Matching ganas');
  });

  it('words a nadi of 0 as the most serious mismatch, in English and Hindi', async () => {
    const kootas = kundliMatch().kootas.map((koota) => (koota.key === 'nadi' ? { ...koota, points: 0 } : koota));
    const { unmount } = renderPanel(kundliMatch({ kootas, total: 16 }));
    expect(rowOf('Nadi')).toHaveTextContent(
      'Same nadi (nadi dosha): traditionally the most serious mismatch, for health and children.0/8',
    );
    unmount();
    await inHindi(() => {
      renderPanel(kundliMatch({ kootas, total: 16 }));
      const row = within(screen.getByRole('table')).getAllByRole('row').at(-2)!;
      expect(row).toHaveTextContent('एक ही नाड़ी (नाड़ी दोष): परंपरा से सबसे गंभीर असंगति');
    });
  });
});
