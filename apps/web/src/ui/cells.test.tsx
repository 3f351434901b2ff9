import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { changeLanguage } from '../lib/i18n';
import { renderRoute } from '../test/render';
import { useFormatDay } from './cells';

function Days() {
  const formatDay = useFormatDay();
  return <p data-testid="days">{[formatDay('2026-11-29'), formatDay('2026-11-29', 'short'), formatDay('2026-01-01'), formatDay('not a day')].join(' | ')}</p>;
}

describe('useFormatDay', () => {
  afterEach(() => changeLanguage('en'));

  it('reads an API day as the rest of the screens do, in the interface language, never the day before', async () => {
    await renderRoute(<Days />);
    expect(screen.getByTestId('days')).toHaveTextContent('Nov 29, 2026 | Nov 29 | Jan 1, 2026 | not a day');
  });

  it('in German', async () => {
    await renderRoute(<Days />);
    await changeLanguage('de');
    expect(await screen.findByText(/^29\.11\.2026 \| 29\. Nov\. \| 01\.01\.2026/)).toBeInTheDocument();
  });
});
