import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderRoute } from '../test/render';
import { SearchForm } from './SearchForm';

describe('SearchForm', () => {
  it('searches on Enter with the trimmed text, not while typing, beside the other filters', async () => {
    const search = vi.fn();
    await renderRoute(
      <SearchForm value="tee" onSearch={search} label="Search by name" testId="search">
        <span>other filter</span>
      </SearchForm>,
    );
    const input = await screen.findByTestId('search');
    expect(input).toHaveProperty('value', 'tee');
    expect(screen.getByLabelText('Search by name')).toBe(input);
    expect(screen.getByText('other filter')).toBeTruthy();
    fireEvent.change(input, { target: { value: '  hoodie ' } });
    expect(search).not.toHaveBeenCalled();
    fireEvent.submit(input.closest('form')!);
    expect(search).toHaveBeenCalledWith('hoodie');
  });
});
