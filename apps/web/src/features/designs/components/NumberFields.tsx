import { SimpleGrid } from '@chakra-ui/react';
import { TextField } from '../../../ui';
import { useDesignsT } from '../i18n';

/** A row of number fields named `${prefix}.${key}`, so the schema's and the server's reasons land under them. */
export function NumberFields<K extends string>({
  prefix,
  keys,
  values,
  onChange,
  error,
}: {
  prefix: string;
  keys: readonly K[];
  values: Record<K, string>;
  onChange: (key: K, value: string) => void;
  error: (field: string) => string | undefined;
}) {
  const { t } = useDesignsT();
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      {keys.map((k) => (
        <TextField
          key={k}
          name={`${prefix}.${k}`}
          label={t(`settings.${k}`)}
          value={values[k]}
          onChange={(v) => onChange(k, v)}
          error={error(`${prefix}.${k}`)}
          type="text"
        />
      ))}
    </SimpleGrid>
  );
}
