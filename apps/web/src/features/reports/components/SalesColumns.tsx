import type { FigureColumn } from '../../../ui';
import { MoneyCell } from '../../../ui';
import type { SalesFiguresFieldsFragment } from '../../../gql/graphql';

type Figures = SalesFiguresFieldsFragment;

/** The columns of a sales table after its first (day or group): orders, units and the money figures. */
export function salesColumns(t: (key: string) => string, { orders = true }: { orders?: boolean } = {}): FigureColumn<Figures>[] {
  const money = (key: 'revenue' | 'base_cost' | 'shipping' | 'refunds' | 'margin'): FigureColumn<Figures> => ({
    key,
    header: t(`col.${key}`),
    numeric: true,
    render: (r) => <MoneyCell value={r[key]} />,
  });
  return [
    ...(orders ? [{ key: 'orders', header: t('col.orders'), numeric: true, render: (r: Figures) => r.orders }] : []),
    { key: 'units', header: t('col.units'), numeric: true, render: (r) => r.units },
    money('revenue'),
    money('base_cost'),
    ...(orders ? [money('shipping'), money('refunds')] : []),
    money('margin'),
  ];
}
