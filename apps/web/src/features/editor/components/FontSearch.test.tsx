import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { renderRoute } from '../../../test/render';
import { EDITOR_FONTS } from '../graphql';
import { FontSearch } from './FontSearch';

const font = (family: string) => ({ __typename: 'Font' as const, _id: family, family, variants: ['regular'], files: [] });

/** The box with its chosen font coming in late (the editor's default font query), as a button press. */
function LateDefault() {
  const [value, setValue] = useState('');
  return (
    <>
      <FontSearch label="Font" placeholder="Search" value={value} onPick={(f) => setValue(f.family)} />
      <button onClick={() => setValue('Roboto')}>default arrives</button>
    </>
  );
}

describe('FontSearch', () => {
  it('keeps what the user types when the default font arrives after the box took focus', async () => {
    const mocks = [{ request: { query: EDITOR_FONTS, variables: { name: 'Lob' } }, result: { data: { fonts: [font('Lobster')] } } }];
    await renderRoute(
      <MockedProvider mocks={mocks}>
        <LateDefault />
      </MockedProvider>,
    );
    const box = screen.getByTestId('font-search') as HTMLInputElement;
    fireEvent.focus(box);
    fireEvent.click(screen.getByText('default arrives'));
    expect(box.value).toBe('');
    fireEvent.change(box, { target: { value: 'Lob' } });
    expect(await screen.findByTestId('font-suggestions')).toHaveTextContent('Lobster');
    // Leaving the box shows the chosen font again.
    fireEvent.blur(box);
    expect(box.value).toBe('Roboto');
  });
});
