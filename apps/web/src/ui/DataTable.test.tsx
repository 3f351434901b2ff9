import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderRoute } from '../test/render';
import { DataTable, type Column } from './DataTable';

interface Row {
  _id: string;
  name: string;
}
const rows: Row[] = [
  { _id: 'a', name: 'Alpha' },
  { _id: 'b', name: 'Beta' },
];
const columns: Column<Row>[] = [{ key: 'name', header: 'Name', sortKey: 'name', render: (r) => r.name }];

describe('DataTable', () => {
  it('opens a row on click and on Enter, but not when its checkbox is ticked; the bulk bar counts the selection', async () => {
    const open = vi.fn();
    const select = vi.fn();
    await renderRoute(
      <DataTable columns={columns} rows={rows} onRowClick={open} selected={new Set(['a'])} onSelect={select} bulkActions={<button type="button">Go</button>} />,
    );
    const [first, second] = await screen.findAllByTestId('list-row');
    fireEvent.click(within(first!).getByText('Alpha'));
    expect(open).toHaveBeenCalledWith(rows[0]);
    fireEvent.keyDown(second!, { key: 'Enter' });
    expect(open).toHaveBeenLastCalledWith(rows[1]);
    fireEvent.click(within(second!).getByTestId('select-row').querySelector('input')!);
    expect(open).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(select).toHaveBeenCalledWith(new Set(['a', 'b'])));
    expect(screen.getByTestId('bulk-count')).toHaveTextContent('1 selected');
  });

  it('toggles the sort direction and marks the header for screen readers', async () => {
    const sort = vi.fn();
    await renderRoute(<DataTable columns={columns} rows={rows} sort={{ key: 'name', dir: 'asc' }} onSort={sort} />);
    expect((await screen.findByRole('columnheader', { name: /Name/ })).getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByTestId('sort-name'));
    expect(sort).toHaveBeenCalledWith({ key: 'name', dir: 'desc' });
  });

  it('shows loading, empty and a failed read (by reason, with retry) in place of the rows', async () => {
    const retry = vi.fn();
    const { unmount } = await renderRoute(<DataTable columns={columns} rows={[]} loading />);
    expect(await screen.findByTestId('list-loading')).toBeInTheDocument();
    unmount();
    const empty = await renderRoute(<DataTable columns={columns} rows={[]} />);
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Nothing found.');
    empty.unmount();
    const err = Object.assign(new Error('Name taken'), { code: 'CONFLICT', fields: { name: 'Name taken' }, reasons: { name: 'name_taken' } });
    await renderRoute(<DataTable columns={columns} rows={rows} error={err} onRetry={retry} />);
    expect(await screen.findByTestId('list-error')).toHaveTextContent('A group with this name already exists.');
    expect(screen.queryAllByTestId('list-row')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('list-retry'));
    expect(retry).toHaveBeenCalled();
  });

  it('reloads with its rows still shown and a spinner that says so (the browser check holds their contrast)', async () => {
    await renderRoute(<DataTable columns={columns} rows={rows} loading />);
    expect(await screen.findByTestId('list-reloading')).toHaveTextContent('Loading');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('list-row')).toHaveLength(2);
  });

  it('an empty tab whose counts follow the filters names the other tabs holding matches, never All; a click goes there', async () => {
    const onTab = vi.fn();
    const tabs = [
      { value: 'All', label: 'All', count: 3 },
      { value: 'Pending', label: 'Pending', count: 0 },
      { value: 'Error', label: 'Error', count: 2 },
      { value: 'Done', label: 'Done', count: 1 },
    ];
    const { unmount } = await renderRoute(<DataTable columns={columns} rows={[]} tabs={tabs} tab="Pending" onTab={onTab} countsFollowFilters />);
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Nothing in this tab. Found in:');
    expect(screen.getAllByTestId('list-elsewhere').map((b) => b.textContent)).toEqual(['Error (2)', 'Done (1)']);
    fireEvent.click(screen.getAllByTestId('list-elsewhere')[0]!);
    expect(onTab).toHaveBeenCalledWith('Error');
    unmount();
    // Counts that ignore the filters (a live tally) say nothing about the search: plain empty.
    await renderRoute(<DataTable columns={columns} rows={[]} tabs={tabs} tab="Pending" onTab={onTab} />);
    expect(await screen.findByTestId('list-empty')).toHaveTextContent('Nothing found.');
    expect(screen.queryAllByTestId('list-elsewhere')).toHaveLength(0);
  });
});
