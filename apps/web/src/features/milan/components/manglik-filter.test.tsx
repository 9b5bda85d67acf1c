/** The search's Manglik filter (issue 22): a select in the filter form, kept in the address, sent to the API. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { readSearch, searchRequestParams } from '../search-params';
import { FilterForm } from './search-filters';

describe('Manglik filter', { timeout: 20_000 }, () => {
  it('offers Any, Manglik and Not manglik, and reports the choice', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<FilterForm filters={{}} loggedIn onChange={onChange} />);
    const select = screen.getByLabelText('Manglik');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Manglik', 'Not manglik']);
    await user.selectOptions(select, 'Not manglik');
    expect(onChange).toHaveBeenCalledWith('manglik', 'no');
  });

  it('shows the address value, in Hindi too', async () => {
    const { unmount } = renderWithProviders(<FilterForm filters={{ manglik: 'yes' }} loggedIn onChange={vi.fn()} />);
    expect(screen.getByLabelText('Manglik')).toHaveValue('yes');
    unmount();
    await i18n.changeLanguage('hi');
    try {
      renderWithProviders(<FilterForm filters={{ manglik: 'no' }} loggedIn onChange={vi.fn()} />);
      const select = screen.getByLabelText('मांगलिक');
      expect(select).toHaveValue('no');
      expect(within(select).getByRole('option', { selected: true })).toHaveTextContent('मांगलिक नहीं');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('is read from the address (another value dropped) and sent to the search', () => {
    const state = readSearch(new URLSearchParams('manglik=yes'), true);
    expect(state.filters).toEqual({ manglik: 'yes' });
    expect(searchRequestParams(state, undefined)).toMatchObject({ manglik: 'yes' });
    expect(readSearch(new URLSearchParams('manglik=maybe'), true).filters).toEqual({});
  });
});
