import { Box } from '@chakra-ui/react';
import { SelectField } from './fields';
import { useListParams } from './useListParams';

/** A select that narrows a list by one URL parameter (named `name`); its first choice, `all`, clears it and every change goes back to page 1. */
export function FilterSelect(props: { name: string; label: string; all: string; options: Array<{ value: string; label: string }>; minW: string }) {
  const { params, patch } = useListParams();
  return (
    <Box minW={props.minW} data-testid={`filter-${props.name}`}>
      <SelectField
        name={props.name}
        label={props.label}
        size="sm"
        value={params.get(props.name) ?? ''}
        onChange={(v) => patch({ [props.name]: v })}
        options={[{ value: '', label: props.all }, ...props.options]}
      />
    </Box>
  );
}
