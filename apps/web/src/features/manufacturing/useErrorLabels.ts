import { useErrorLabel } from './components/ErrorLabel';
import { useErrorCodes } from './useErrorCodes';

/** An error code with its name (`2002 · Smudged print`: root's label, else the name in the user's language), for screens of other features inside `ManufacturingWords`. */
export function useErrorLabels(manufactureId?: string): (code: number) => string {
  return useErrorLabel(useErrorCodes(manufactureId));
}
