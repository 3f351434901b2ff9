import type { Dispatch, SetStateAction } from 'react';
import { TEXT_LIMITS } from '@pod/shared';
import { CheckField, MoneyField, TextField } from '../../../ui';
import { useAdminT } from '../i18n';
import type { Flag, FormState } from '../user-form';

interface TextOptions {
  required?: boolean;
  type?: string;
  helper?: string;
  max?: number;
}

/** The user form's state with its field makers: what every section of the form is given. */
export function useUserFields(form: FormState, setForm: Dispatch<SetStateAction<FormState>>, errors: Record<string, string>) {
  const { t } = useAdminT();
  const set =
    <K extends keyof FormState>(k: K) =>
    (v: FormState[K]) =>
      setForm((f) => ({ ...f, [k]: v }));
  const err = (k: string) => (errors[k] ? t(errors[k]) : undefined);
  const text = (k: keyof FormState & string, opts: TextOptions = {}) => (
    <TextField
      key={k}
      name={k}
      label={t(`fields.${k}`)}
      value={form[k] as string}
      onChange={set(k) as (v: string) => void}
      error={err(k)}
      required={opts.required}
      type={opts.type}
      helper={opts.helper}
      maxLength={opts.max ?? TEXT_LIMITS.short}
    />
  );
  /** An amount, typed in the interface language and kept canonical ("1234.50"). */
  const money = (k: keyof FormState & string) => (
    <MoneyField key={k} name={k} label={t(`fields.${k}`)} value={form[k] as string} onChange={set(k) as (v: string) => void} error={err(k)} />
  );
  const flag = (k: Flag) => <CheckField key={k} name={k} label={t(`fields.${k}`)} checked={form[k]} onChange={set(k) as (v: boolean) => void} />;
  return { form, errors, set, err, text, money, flag };
}

export type UserFields = ReturnType<typeof useUserFields>;
