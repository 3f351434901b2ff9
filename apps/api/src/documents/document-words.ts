import { isOneOf } from '@pod/shared';
/**
 * The words printed on documents, in the four languages of the product. Documents are made on
 * the server, so their words live here rather than in the web's locale files.
 */
export const DOCUMENT_LOCALES = ['en', 'de', 'fr', 'pt'] as const;
export type DocumentLocale = (typeof DOCUMENT_LOCALES)[number];

const WORDS = {
  en: {
    packing_slip: 'Packing slip',
    invoice: 'Invoice',
    number: 'Number',
    date: 'Date',
    ship_to: 'Ship to',
    bill_to: 'Bill to',
    from: 'From',
    sku: 'SKU',
    item: 'Item',
    quantity: 'Qty',
    unit_price: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    tax: 'Tax',
    total: 'Total',
    items_count: 'Items',
    page: 'Page',
  },
  de: {
    packing_slip: 'Lieferschein',
    invoice: 'Rechnung',
    number: 'Nummer',
    date: 'Datum',
    ship_to: 'Lieferadresse',
    bill_to: 'Rechnungsadresse',
    from: 'Absender',
    sku: 'Artikelnr.',
    item: 'Artikel',
    quantity: 'Menge',
    unit_price: 'Einzelpreis',
    amount: 'Betrag',
    subtotal: 'Zwischensumme',
    tax: 'MwSt.',
    total: 'Gesamt',
    items_count: 'Artikel',
    page: 'Seite',
  },
  fr: {
    packing_slip: 'Bordereau de colisage',
    invoice: 'Facture',
    number: 'Numéro',
    date: 'Date',
    ship_to: 'Livrer à',
    bill_to: 'Facturer à',
    from: 'Expéditeur',
    sku: 'Réf.',
    item: 'Article',
    quantity: 'Qté',
    unit_price: 'Prix unitaire',
    amount: 'Montant',
    subtotal: 'Sous-total',
    tax: 'TVA',
    total: 'Total',
    items_count: 'Articles',
    page: 'Page',
  },
  pt: {
    packing_slip: 'Guia de remessa',
    invoice: 'Fatura',
    number: 'Número',
    date: 'Data',
    ship_to: 'Enviar para',
    bill_to: 'Faturar a',
    from: 'Remetente',
    sku: 'SKU',
    item: 'Artigo',
    quantity: 'Qtd.',
    unit_price: 'Preço unitário',
    amount: 'Valor',
    subtotal: 'Subtotal',
    tax: 'Imposto',
    total: 'Total',
    items_count: 'Artigos',
    page: 'Página',
  },
} as const satisfies Record<DocumentLocale, Record<string, string>>;

export type DocumentWord = keyof (typeof WORDS)['en'];

export function wordsFor(locale: string | null | undefined): Record<DocumentWord, string> {
  return WORDS[isOneOf(DOCUMENT_LOCALES, locale) ? locale : 'en'];
}

export function isDocumentLocale(value: unknown): value is DocumentLocale {
  return isOneOf(DOCUMENT_LOCALES, value);
}
