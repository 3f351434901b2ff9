import { Input, type InputProps } from '@chakra-ui/react';
import { moneyInputText, parseMoneyIn, type MoneyLocale } from '@pod/shared';
import { useEffect, useRef, useState } from 'react';
import { isLanguage } from '../lib/i18n';
import { useUiT } from './i18n';
import { TextField } from './fields';

/** The interface language as the money parser knows it. */
export function useMoneyLocale(): MoneyLocale {
  const { i18n } = useUiT();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * The text of a money input and the value it stands for. People type an amount the way their
 * interface language writes it (de "1.234,50", fr "1 234,50"); the one shared parser
 * (`parseMoneyIn`) turns it into the canonical decimal string the API takes ("1234.50"), which is
 * what `onChange` receives. Text that is not an amount in that language is passed on as typed, so
 * the shared schema refuses it (`money_format`) under the field: it is never guessed.
 */
export function useMoneyText(value: string | null | undefined, onChange: (canonical: string) => void): { text: string; setText: (text: string) => void } {
  const locale = useMoneyLocale();
  const [text, setLocalText] = useState(() => moneyInputText(locale, value));
  const sent = useRef(value ?? '');
  // A value set from outside (a reset, a bulk fill, the server's answer) replaces what is shown.
  useEffect(() => {
    if ((value ?? '') === sent.current) return;
    sent.current = value ?? '';
    setLocalText(moneyInputText(locale, value));
  }, [value, locale]);
  const setText = (typed: string) => {
    setLocalText(typed);
    const canonical = typed.trim() === '' ? '' : (parseMoneyIn(locale, typed) ?? typed);
    sent.current = canonical;
    onChange(canonical);
  };
  return { text, setText };
}

/** A labelled money field (see `useMoneyText`): shows and reads amounts in the interface language, hands on the canonical amount. */
export function MoneyField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (canonical: string) => void;
  error?: string;
  required?: boolean;
  helper?: string;
  placeholder?: string;
}) {
  const { text, setText } = useMoneyText(props.value, props.onChange);
  return <TextField {...props} value={text} onChange={setText} inputMode="decimal" />;
}

/** A bare money input for a grid cell (its label is the column's, given as `aria-label`). */
export function MoneyInput({
  value,
  onChange,
  ...rest
}: { value: string | null | undefined; onChange: (canonical: string) => void } & Omit<InputProps, 'value' | 'onChange' | 'inputMode' | 'type'>) {
  const { text, setText } = useMoneyText(value, onChange);
  return <Input {...rest} inputMode="decimal" value={text} onChange={(e) => setText(e.target.value)} />;
}
