import { useMemo, useState, type FormEvent } from 'react';
import { Box, Button, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Ban, Send, Trash2 } from 'lucide-react';
import { registerInput } from '@pod/shared';
import { toaster } from '../toaster';
import { DataTable, type Column } from '../DataTable';
import { SideDrawer } from '../SideDrawer';
import { SimpleTable } from '../SimpleTable';
import { ConfirmDialog } from '../ConfirmDialog';
import { DateCell, MoneyCell, UserCell } from '../cells';
import { Grid, PageHeader, Section } from '../layout';
import { StatusBadge } from '../StatusBadge';
import { TextField } from '../fields';
import { SearchForm } from '../SearchForm';
import { Thumbnail } from '../Thumbnail';
import { Timeline } from '../Timeline';
import { featureI18n } from '../../lib/featureI18n';

/** The kit page's sample labels: their own namespace, fetched with the page (not part of every screen's ui strings). */
const kitI18n = featureI18n('kit', import.meta.glob<{ default: Record<string, unknown> }>('./locales/*.json'));
const useKitT = kitI18n.useT;
import { schemaErrorKeys, useSaveForm, type FieldErrorKeys } from '../useSaveForm';
import { SAMPLE_ROWS, SAMPLE_TIMELINE, type SampleRow } from './samples';

/**
 * Every piece of the kit on one screen with sample data (no API calls): what a new module composes,
 * and what the browser tests screenshot in each language.
 */
function Kit() {
  const { t } = useKitT();
  const [tab, setTab] = useState('all');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<{ key: string; dir: 'asc' | 'desc' }>({ key: 'credit', dir: 'desc' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<SampleRow | null>(null);
  const [confirm, setConfirm] = useState(false);

  const rows = useMemo(() => {
    const shown = SAMPLE_ROWS.filter((r) => (tab === 'all' || r.status === tab) && r.user.email.includes(search.toLowerCase()));
    const value = (r: SampleRow) => (sort.key === 'credit' ? Number(r.credit) : r.user.email);
    return [...shown].sort((a, b) => (value(a) < value(b) ? -1 : value(a) > value(b) ? 1 : 0) * (sort.dir === 'asc' ? 1 : -1));
  }, [tab, sort, search]);
  const count = (s: string) => SAMPLE_ROWS.filter((r) => s === 'all' || r.status === s).length;

  const columns: Column<SampleRow>[] = [
    { key: 'image', header: t('kit.image'), width: '14', render: (r) => <Thumbnail src={r.image} name={r.user.name} /> },
    { key: 'user', header: t('kit.user'), sortKey: 'email', render: (r) => <UserCell user={r.user} /> },
    { key: 'status', header: t('kit.status'), render: (r) => <StatusBadge status={r.status} /> },
    { key: 'credit', header: t('kit.credit'), sortKey: 'credit', align: 'end', render: (r) => <MoneyCell value={r.credit} /> },
    { key: 'created', header: t('kit.created'), render: (r) => <DateCell value={r.created_at} /> },
  ];

  return (
    <Box data-testid="kit-page">
      <PageHeader title={t('kit.title')} />
      <Stack gap="6">
        <Section title={t('kit.table')} testId="kit-table">
          <DataTable
            testId="kit-data-table"
            columns={columns}
            rows={rows}
            sort={sort}
            onSort={setSort}
            tabs={['all', 'Active', 'Pending', 'Disabled'].map((s) => ({
              value: s,
              label: s === 'all' ? t('status.Opened') : t(`status.${s}`),
              count: count(s),
            }))}
            tab={tab}
            onTab={setTab}
            selected={selected}
            onSelect={setSelected}
            bulkActions={
              <Button size="sm" colorPalette="red" variant="outline" onClick={() => setConfirm(true)} data-testid="kit-bulk-disable">
                <Ban aria-hidden />
                {t('kit.bulk_disable')}
              </Button>
            }
            toolbar={<SearchForm value={search} onSearch={setSearch} label={t('kit.search')} testId="kit-search" />}
            onRowClick={setOpen}
            page={1}
            perPage={20}
            total={rows.length}
            onPage={() => undefined}
          />
        </Section>
        <SampleForm />
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" data-testid="kit-states">
          <DataTable columns={columns.slice(1, 3)} rows={[]} loading testId="kit-loading" />
          <DataTable columns={columns.slice(1, 3)} rows={[]} testId="kit-empty" />
          <DataTable columns={columns.slice(1, 3)} rows={[]} error={new Error('offline')} onRetry={() => undefined} testId="kit-error" />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" data-testid="kit-simple-tables">
          <SimpleTable data-testid="kit-simple-table" columns={columns.slice(1, 3)} rows={rows.slice(0, 3)} rowKey={(r) => r._id} />
          <SimpleTable data-testid="kit-simple-empty" columns={columns.slice(1, 3)} rows={[]} rowKey={(r) => r._id} />
        </SimpleGrid>
        <Section title={t('timeline.title')} testId="kit-timeline">
          <Timeline entries={SAMPLE_TIMELINE} />
        </Section>
      </Stack>

      <SideDrawer open={!!open} onClose={() => setOpen(null)} title={open?.user.name ?? ''} testId="kit-drawer">
        {open && (
          <Stack gap="5">
            <Grid columns={2}>
              <UserCell user={open.user} size="sm" />
              <Box>
                <StatusBadge status={open.status} />
              </Box>
              <MoneyCell value={open.credit} />
              <DateCell value={open.created_at} withTime />
            </Grid>
            <Heading size="sm">{t('timeline.title')}</Heading>
            <Timeline entries={SAMPLE_TIMELINE} />
          </Stack>
        )}
      </SideDrawer>
      <ConfirmDialog
        open={confirm}
        onOpenChange={setConfirm}
        title={t('kit.confirm_title', { count: selected.size })}
        body={t('kit.confirm_body')}
        confirmLabel={t('kit.bulk_disable')}
        onConfirm={() => setSelected(new Set())}
      />
    </Box>
  );
}

/** A form checked with a shared schema (self sign-up's), its errors in place under each field. */
function SampleForm() {
  const { t } = useKitT();
  const [form, setForm] = useState({ name: '', email: 'not-an-email', password: 'short' });
  const [errors, setErrors] = useState<FieldErrorKeys>({});
  const save = useSaveForm(setErrors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save(schemaErrorKeys(registerInput, form), async () => {
      toaster.success({ title: t('kit.saved') });
    });
  };
  const field = (name: keyof typeof form, type?: string) => (
    <TextField
      name={`kit-${name}`}
      label={t(`kit.${name}`)}
      type={type}
      required
      value={form[name]}
      onChange={(v) => setForm((f) => ({ ...f, [name]: v }))}
      error={errors[name] ? t(errors[name]) : undefined}
    />
  );
  return (
    <Section title={t('kit.form')} testId="kit-form">
      <form onSubmit={submit} noValidate>
        <Grid>
          {field('name')}
          {field('email', 'email')}
          {field('password', 'password')}
        </Grid>
        <Box mt="4" display="flex" gap="2">
          <Button type="submit" colorPalette="brand" data-testid="kit-submit">
            <Send aria-hidden />
            {t('kit.submit')}
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setErrors({})}>
            <Trash2 aria-hidden />
            {t('kit.clear')}
          </Button>
        </Box>
      </form>
    </Section>
  );
}

export default function KitPage() {
  return (
    <kitI18n.Ready>
      <Kit />
    </kitI18n.Ready>
  );
}
