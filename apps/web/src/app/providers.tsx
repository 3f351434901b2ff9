import { useEffect, type ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '../ui/theme';
import { Toaster } from '../ui/toaster';
import { useCustomizer } from '../stores/customizer';

/** Puts the customizer's theme and direction on <html> (dark class for Chakra, dir for RTL). */
export function useDocumentCustomizer(): void {
  const theme = useCustomizer((s) => s.value.theme);
  const direction = useCustomizer((s) => s.value.direction);
  useEffect(() => {
    const html = document.documentElement;
    const dark = theme === 'dark';
    html.classList.toggle('dark', dark);
    html.classList.toggle('light', !dark);
    html.style.colorScheme = dark ? 'dark' : 'light';
    html.dir = direction;
  }, [theme, direction]);
}

export function Providers({ children }: { children: ReactNode }) {
  useDocumentCustomizer();
  return (
    <ChakraProvider value={system}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
