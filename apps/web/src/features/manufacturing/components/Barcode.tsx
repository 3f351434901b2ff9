import { useEffect, useRef } from 'react';
import { chakra } from '@chakra-ui/react';

/** A Code 128 barcode drawn in the browser (jsbarcode, loaded with the first one), for labels and the call-to-action sheet. */
export function Barcode({ value, height = 48, barWidth = 2, showText = true }: { value: string; height?: number; barWidth?: number; showText?: boolean }) {
  const ref = useRef<SVGSVGElement>(null);
  useEffect(() => {
    let live = true;
    void import('jsbarcode').then(({ default: draw }) => {
      if (live && ref.current)
        draw(ref.current, value, { format: 'CODE128', height, width: barWidth, displayValue: showText, margin: 4, fontSize: 14, background: '#ffffff' });
    });
    return () => {
      live = false;
    };
  }, [value, height, barWidth, showText]);
  return <chakra.svg ref={ref} role="img" aria-label={value} data-testid="barcode" data-value={value} maxW="full" />;
}
