import { Checkbox, Field, HStack, Input, NativeSelect, Text, type InputProps } from '@chakra-ui/react';

/** A labelled field with its (translated) error right under it: from the shared schema's check or the server's reasons. */
export function TextField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  type?: string;
  required?: boolean;
  placeholder?: string;
  helper?: string;
  maxLength?: number;
  inputMode?: InputProps['inputMode'];
}) {
  return (
    <Field.Root invalid={!!props.error} required={props.required}>
      <Field.Label>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input
        name={props.name}
        data-testid={`field-${props.name}`}
        type={props.type ?? 'text'}
        value={props.value}
        placeholder={props.placeholder}
        maxLength={props.maxLength}
        inputMode={props.inputMode}
        onChange={(e) => props.onChange(e.target.value)}
        autoComplete={props.type === 'password' ? 'new-password' : 'off'}
      />
      {props.helper && !props.error && <Field.HelperText>{props.helper}</Field.HelperText>}
      {props.error && <Field.ErrorText data-testid={`error-${props.name}`}>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A native select with its label tied to it (Field.Label), so screen readers name it. */
export function SelectField(props: {
  name: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: Array<{ value: string; label: string }>;
  error?: string;
  required?: boolean;
  size?: 'sm' | 'md';
}) {
  return (
    <Field.Root invalid={!!props.error} required={props.required}>
      {props.label && <Field.Label>{props.label}</Field.Label>}
      <NativeSelect.Root size={props.size}>
        <NativeSelect.Field name={props.name} data-testid={`field-${props.name}`} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.error && <Field.ErrorText data-testid={`error-${props.name}`}>{props.error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function CheckField({
  name,
  label,
  ariaLabel,
  checked,
  onChange,
  disabled,
}: {
  name: string;
  label?: string;
  ariaLabel?: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(e) => onChange(e.checked === true)}
      data-testid={`check-${name}`}
      aria-label={ariaLabel ?? label ?? name}
    >
      <Checkbox.HiddenInput name={name} />
      <Checkbox.Control />
      {label && <Checkbox.Label>{label}</Checkbox.Label>}
    </Checkbox.Root>
  );
}

interface RangeEnd {
  value: string;
  onChange: (v: string) => void;
  testId: string;
  label?: string;
  placeholder?: string;
}

/** A from–to pair of inputs of one type (dates, numbers) for a filter; the rest of the props go to both inputs. */
export function RangeInputs({
  type,
  from,
  to,
  ...shared
}: { type: 'date' | 'number'; from: RangeEnd; to: RangeEnd } & Omit<InputProps, 'type' | 'value' | 'onChange'>) {
  const input = (end: RangeEnd) => (
    <Input
      size="sm"
      type={type}
      {...shared}
      placeholder={end.placeholder}
      value={end.value}
      onChange={(e) => end.onChange(e.target.value)}
      aria-label={end.label}
      data-testid={end.testId}
    />
  );
  return (
    <HStack gap="1">
      {input(from)}
      <Text>–</Text>
      {input(to)}
    </HStack>
  );
}
