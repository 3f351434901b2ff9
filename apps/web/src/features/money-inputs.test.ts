import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every money input of every screen reads what people type by their interface language through the
 * one shared parser (`parseMoneyIn`, by way of the kit's `MoneyField` / `MoneyInput`, tested in de
 * and fr in `ui/moneyFields.test.tsx`) and sends the canonical amount the API takes.
 */
const SCREENS: Record<string, string[]> = {
  'billing/pages/TopupPage.tsx': ['amount'],
  'returns/components/ApproveDialog.tsx': ['amount'],
  'affiliates/components/AffiliateDialog.tsx': ['commission'],
  'users-admin/components/UserFormSections.tsx': ['addition_shipping_service_price', 'addition_base_cost'],
  'catalogue/pages/PresetEditPage.tsx': ['sale_tag_price', 'value_of_goods', 'tax_fee_fix', 'discounts.amount_off'],
  'catalogue/components/VariantsGrid.tsx': ['VARIANT_PRICES'],
  'catalogue/components/AttributeOptionsTable.tsx': ['plf_price'],
  'catalogue/components/PresetListEditors.tsx': ['addition_price', 'tax.rate'],
  'logistics/components/ZoneEditor.tsx': ['first_item', 'additional_item'],
  'editor/components/DetailsStep.tsx': ['details.price'],
};

/** Names of money fields in the shared input schemas (packages/shared/src/inputs). */
const MONEY_KEYS = [
  'amount',
  'commission',
  'base_price',
  'sale_price',
  'wholesale_price',
  'ship_price',
  'nonship_price',
  'tiktok_final_price',
  'fix_profit',
  'plf_price',
  'addition_price',
  'addition_base_price',
  'base_tag_price',
  'sale_tag_price',
  'tax_fee',
  'tax_fee_fix',
  'value_of_goods',
  'shipping_cost',
  'shipping_additional_cost',
  'international_shipping_cost',
  'international_shipping_additional_cost',
  'side_additional_cost',
  'position_additional_cost',
  'tiktok_vip_discount',
  'first_item',
  'additional_item',
  'real_cost',
  'addition_shipping_service_price',
  'addition_base_cost',
];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [join(dir, e.name)] : [],
  );

describe('money inputs', () => {
  it.each(Object.entries(SCREENS))('%s reads its amounts through the shared money parser', (file, fields) => {
    const text = readFileSync(join(__dirname, file), 'utf8');
    expect(text).toMatch(/\bMoney(Field|Input)\b|\bf\.money\(|\bmoney\('/);
    for (const f of fields) expect(text).toContain(f);
  });

  it('no screen binds a money field to a plain text input', () => {
    const offenders: string[] = [];
    for (const file of sources(__dirname)) {
      const text = readFileSync(file, 'utf8');
      for (const key of MONEY_KEYS) {
        // A field maker for text (`text('sale_tag_price')`) or a TextField named after a money key.
        if (new RegExp(`\\btext\\('${key}'`).test(text) || new RegExp(`<TextField[^>]*name="${key}"`).test(text))
          offenders.push(`${relative(__dirname, file)}: ${key}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
