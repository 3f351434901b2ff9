import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { productPresetUpdateInput, topupAccountInput } from '@pod/shared';
import { renderRoute } from '../test/render';
import { changeLanguage } from '../lib/i18n';
import { MoneyField, MoneyInput } from './moneyFields';
import { schemaErrorKeys } from '.';

/** A form's money field as the screens hold it: the state keeps what the field hands on (canonical). */
function Form({ initial = '', seen, cell = false }: { initial?: string; seen: (v: string) => void; cell?: boolean }) {
  const [value, setValue] = useState(initial);
  const onChange = (v: string) => {
    setValue(v);
    seen(v);
  };
  return cell ? (
    <MoneyInput aria-label="price" value={value} onChange={onChange} />
  ) : (
    <MoneyField name="amount" label="amount" value={value} onChange={onChange} />
  );
}

const typeInto = (text: string) => fireEvent.change(screen.getByLabelText(/amount|price/), { target: { value: text } });

describe.each([
  ['de', '1.234,50', '1234,50', '1,234.50'],
  ['fr', '1 234,50', '1234,50', '1.234,50'],
] as const)('money inputs in %s', (lng, grouped, shown, foreign) => {
  it.each([
    ['a labelled field', false],
    ['a grid cell', true],
  ])(`reads "${grouped}" and "0,50" by the language and hands on canonical amounts (%s)`, async (_what, cell) => {
    const seen = vi.fn();
    await renderRoute(<Form seen={seen} cell={cell} />);
    await changeLanguage(lng);
    typeInto(grouped);
    expect(seen).toHaveBeenLastCalledWith('1234.50');
    typeInto('0,50');
    expect(seen).toHaveBeenLastCalledWith('0.50');
    typeInto('');
    expect(seen).toHaveBeenLastCalledWith('');
  });

  it('shows a saved amount the way the language writes it', async () => {
    await changeLanguage(lng);
    await renderRoute(<Form initial="1234.50" seen={() => undefined} />);
    await changeLanguage(lng);
    expect(screen.getByLabelText(/amount/)).toHaveValue(shown);
  });

  it('passes text that is no amount in the language on as typed, so the shared schema refuses it (never a guess)', async () => {
    const seen = vi.fn();
    await renderRoute(<Form seen={seen} />);
    await changeLanguage(lng);
    typeInto(foreign);
    expect(seen).toHaveBeenLastCalledWith(foreign);
    // Every form checks with the shared schema before sending: the typed text is refused there.
    expect(schemaErrorKeys(productPresetUpdateInput, { _id: 'x', sale_tag_price: foreign }).sale_tag_price).toBe('ui:errors.money_format');
    expect(schemaErrorKeys(topupAccountInput, { amount: '0,50' }).amount).toBe('ui:errors.number');
  });
});
