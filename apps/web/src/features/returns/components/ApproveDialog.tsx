import { useState } from 'react';
import { Button, RadioGroup, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { addMoney, approveReturnRequestInput, MANUFACTURE_STATIONS, moneyInputText, multiplyMoney, RETURN_RESOLUTIONS } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import type { ReturnFieldsFragment } from '../../../gql/graphql';
import { FormDialog, MoneyField, schemaErrorKeys, SelectField, showError, useFormatMoney, useMoneyLocale } from '../../../ui';
import { RETURN_FACTORIES } from '../graphql';
import { useReturnsT } from '../i18n';
import { LinePicker } from './LinePicker';
import { useApproveReturn } from '../hooks/mutations';

/**
 * Approves a request: a replacement (a free order of the chosen lines, straight to production) or a
 * refund of the chosen lines (their price unless another amount is given), with the factory and
 * station at fault.
 */
export function ApproveDialog({ request, onClose, onDone }: { request: ReturnFieldsFragment; onClose: () => void; onDone: () => void }) {
  const { t } = useReturnsT();
  const formatMoney = useFormatMoney();
  const moneyLocale = useMoneyLocale();
  // What the seller asked for comes first; staff may decide otherwise.
  const [resolution, setResolution] = useState<string>(request.wanted);
  const [picked, setPicked] = useState<Record<string, number>>(() => Object.fromEntries(request.lines.map((l) => [l.item_id, l.quantity])));
  const [amount, setAmount] = useState('');
  const [factory, setFactory] = useState(request.fault_manufacture_id ?? '');
  const [station, setStation] = useState(request.fault_station ?? '');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const factories = useQuery(RETURN_FACTORIES);
  const [approve, approving] = useApproveReturn();
  const linesPrice = addMoney(...request.lines.map((l) => multiplyMoney(l.unit_price, picked[l.item_id] ?? 0)));
  const value = {
    _id: request._id,
    resolution,
    lines: Object.entries(picked).map(([item_id, quantity]) => ({ item_id, quantity })),
    amount: resolution === 'refund' && amount.trim() ? amount.trim() : undefined,
    fault_manufacture_id: factory || undefined,
    fault_station: station || undefined,
    note: note.trim() || undefined,
  };
  const errors = tried ? schemaErrorKeys(approveReturnRequestInput, value) : {};
  const submit = async () => {
    setTried(true);
    if (Object.keys(schemaErrorKeys(approveReturnRequestInput, value)).length) return;
    try {
      await approve({ variables: value });
      toaster.success({ title: t(`done.approve_${resolution}`, { code: request.code }) });
      onDone();
      onClose();
    } catch (e) {
      showError(e, t('failed'));
    }
  };
  return (
    <FormDialog
      open
      size="lg"
      title={t('approve.title', { code: request.code })}
      testId="return-approve-dialog"
      onClose={onClose}
      busy={approving.loading}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={approving.loading} data-testid="return-approve-submit">
            {t(`approve.submit_${resolution}`)}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <RadioGroup.Root value={resolution} onValueChange={(e) => e.value && setResolution(e.value)} aria-label={t('col.resolution')}>
          <HStack gap="6">
            {RETURN_RESOLUTIONS.map((r) => (
              <RadioGroup.Item key={r} value={r} data-testid={`resolution-${r}`}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`resolution.${r}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
        <Text fontSize="sm" color="fg.muted">
          {t(`approve.help_${resolution}`)}
        </Text>
        <Stack gap="1">
          <LinePicker
            testId="approve-lines"
            lines={request.lines.map((l) => ({ item_id: l.item_id, sku: l.sku, name: l.name, max: l.quantity }))}
            value={picked}
            onChange={setPicked}
          />
          {errors.lines && (
            <Text color="fg.error" fontSize="sm">
              {t(errors.lines)}
            </Text>
          )}
        </Stack>
        {resolution === 'refund' && (
          <MoneyField
            name="amount"
            label={t('approve.amount')}
            value={amount}
            onChange={setAmount}
            placeholder={moneyInputText(moneyLocale, linesPrice)}
            helper={t('approve.amount_help', { amount: formatMoney(linesPrice) })}
            error={errors.amount && t(errors.amount)}
          />
        )}
        <HStack gap="3" align="start">
          <SelectField
            name="fault_manufacture_id"
            label={t('approve.fault_factory')}
            value={factory}
            onChange={setFactory}
            options={[{ value: '', label: t('approve.no_fault') }, ...(factories.data?.manufactures ?? []).map((f) => ({ value: f._id, label: f.name }))]}
            error={errors.fault_manufacture_id && t(errors.fault_manufacture_id)}
          />
          <SelectField
            name="fault_station"
            label={t('approve.fault_station')}
            value={station}
            onChange={setStation}
            options={[{ value: '', label: t('approve.no_station') }, ...MANUFACTURE_STATIONS.map((s) => ({ value: s, label: t(`station.${s}`) }))]}
          />
        </HStack>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {t('decide.note')}
          </Text>
          <Textarea rows={2} value={note} aria-label={t('decide.note')} onChange={(e) => setNote(e.target.value)} />
        </Stack>
      </Stack>
    </FormDialog>
  );
}
