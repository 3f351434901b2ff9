import { useQuery } from '@apollo/client/react';
import { SelectField } from '../../../ui';
import { TICKET_ASSIGNEES } from '../graphql';
import { useSupportT } from '../i18n';

/** Gives the ticket to one of the staff who may take tickets (or nobody). */
export function AssigneePicker({ value, onChange }: { value: string | null; onChange: (id: string | null) => void }) {
  const { t } = useSupportT();
  const q = useQuery(TICKET_ASSIGNEES);
  const staff = q.data?.ticketAssignees ?? [];
  return (
    <SelectField
      name="assignee"
      label={t('side.assignee')}
      value={value ?? ''}
      onChange={(v) => onChange(v || null)}
      options={[{ value: '', label: t('list.unassigned') }, ...staff.map((u) => ({ value: u._id, label: u.name || u.email }))]}
    />
  );
}
