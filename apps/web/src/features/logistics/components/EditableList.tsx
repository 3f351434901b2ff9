import type { ReactNode } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { PageHeader } from '../../../ui';

/** The row open in a list's form: a row, a new one, or none. */
export type Editing<T> = T | 'new' | null;

/**
 * A logistics list screen: its header with the "New" button (`<testId>-new`), the form of the row
 * being edited or made above the table (`form(row, done)`, row null for a new one), then the table.
 * `done` closes the form and calls `onSaved`.
 */
export function EditableList<T extends { _id: string }>(props: {
  title: string;
  testId: string;
  newLabel: string;
  actions?: ReactNode;
  notice?: ReactNode;
  editing: Editing<T>;
  setEditing: (editing: Editing<T>) => void;
  form: (row: T | null, done: () => void) => ReactNode;
  onSaved: () => void;
  children: ReactNode;
}) {
  const { editing, setEditing } = props;
  const done = () => {
    setEditing(null);
    props.onSaved();
  };
  return (
    <Box>
      <PageHeader
        title={props.title}
        actions={
          <>
            {props.actions}
            <Button colorPalette="brand" onClick={() => setEditing('new')} data-testid={`${props.testId}-new`}>
              {props.newLabel}
            </Button>
          </>
        }
      />
      {props.notice}
      {editing && (
        <Box mb="4" key={editing === 'new' ? 'new' : editing._id}>
          {props.form(editing === 'new' ? null : editing, done)}
        </Box>
      )}
      {props.children}
    </Box>
  );
}
