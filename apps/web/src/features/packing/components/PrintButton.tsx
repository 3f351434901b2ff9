import { Button } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { showError } from '../../../ui';
import { PRINT_MRP_PACKAGE } from '../graphql';
import { usePackingT } from '../i18n';
import { printPdf } from './printFrame';

/** Prints a package's slip and label (one PDF) through the hidden frame. */
export function PrintButton({ packageId, manufactureId, size = 'sm' }: { packageId: string; manufactureId: string; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = usePackingT();
  const [print, { loading }] = useMutation(PRINT_MRP_PACKAGE, { context: { manufacture: manufactureId } });
  return (
    <Button
      size={size}
      colorPalette="brand"
      loading={loading}
      data-testid="package-print"
      onClick={() =>
        void print({ variables: { _id: packageId } })
          .then(({ data }) => data && printPdf(data.printMrpPackage.url))
          .catch(showError)
      }
    >
      {t('actions.print')}
    </Button>
  );
}
