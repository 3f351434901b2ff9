import { Button } from '@chakra-ui/react';
import { toaster } from '../../../ui/toaster';
import { showError } from '../../../ui';
import { usePrintMrpPackage } from '../hooks/mutations';
import { usePackingT } from '../i18n';
import { printPdf } from './printFrame';

/** Prints a package's slip and label (one PDF, the label made first when it has none) through the hidden frame. */
export function PrintButton({
  packageId,
  manufactureId,
  size = 'sm',
  onPrinted,
}: {
  packageId: string;
  manufactureId: string;
  size?: 'sm' | 'md' | 'lg';
  onPrinted?: () => void;
}) {
  const { t } = usePackingT();
  const [print, { loading }] = usePrintMrpPackage(manufactureId);
  return (
    <Button
      size={size}
      colorPalette="brand"
      loading={loading}
      data-testid="package-print"
      onClick={() =>
        void print({ variables: { _id: packageId } })
          .then(({ data }) => {
            if (!data) return;
            printPdf(data.printMrpPackage.url);
            toaster.success({ title: t('toast.printed') });
            onPrinted?.();
          })
          .catch(showError)
      }
    >
      {t('actions.print')}
    </Button>
  );
}
