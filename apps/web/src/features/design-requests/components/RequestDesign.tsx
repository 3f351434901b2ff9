import { useState } from 'react';
import { Button, Stack, Text, Textarea } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { DESIGN_REQUEST_LIMITS, LISTING_DESIGN_AREAS, makeDesignRequestInput } from '@pod/shared';
import { toaster } from '../../../ui/toaster';
import { useCan } from '../../../stores/session';
import { CheckField, FormDialog, schemaErrorKeys, SelectField, showError } from '../../../ui';
import { DESIGN_REQUEST_AREAS } from '../graphql';
import { designRequestsI18n, useDesignRequestsT } from '../i18n';
import { FilePicker, type Picked } from './FilePicker';
import { useMakeDesignRequest } from '../hooks/mutations';

export interface LineChoice {
  _id: string;
  sku: string;
  name: string;
}

/** What the design is for: a line of an order, or one of the seller's listings. */
export type DesignTarget = { orderId: string; lines: LineChoice[] } | { listingId: string };

interface AreaProps {
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
}

/** The print areas of the chosen line (as the API knows them). */
function LineAreaChoices({ orderId, itemId, ...rest }: AreaProps & { orderId: string; itemId: string }) {
  const q = useQuery(DESIGN_REQUEST_AREAS, { variables: { order_id: orderId, item_id: itemId } });
  return <AreaChoices areas={q.data?.designRequestAreas ?? []} {...rest} />;
}

/** Print areas, each a check box. */
function AreaChoices({ areas, value, onChange, error }: AreaProps & { areas: readonly string[] }) {
  const { t } = useDesignRequestsT();
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        {t('new.areas')}
      </Text>
      {areas.map((a) => (
        <CheckField
          key={a}
          name={`area-${a}`}
          label={t(`print_side.${a}`, { defaultValue: a })}
          checked={value.includes(a)}
          onChange={(on) => onChange(on ? [...value, a] : value.filter((x) => x !== a))}
        />
      ))}
      {error && (
        <Text color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}

/** The request dialog: which line, which print areas, the brief and reference pictures. */
function RequestDesignDialog({ target, onClose }: { target: DesignTarget; onClose: () => void }) {
  const { t } = useDesignRequestsT();
  const navigate = useNavigate();
  const lines = 'lines' in target ? target.lines : [];
  const [itemId, setItemId] = useState(lines[0]?._id ?? '');
  const [areas, setAreas] = useState<string[]>([]);
  const [brief, setBrief] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [uploading, setUploading] = useState(false);
  const [tried, setTried] = useState(false);
  const [make, making] = useMakeDesignRequest();
  const value = {
    ...('listingId' in target ? { listing_id: target.listingId } : { order_id: target.orderId, item_id: itemId }),
    brief,
    print_areas: areas,
    images: images.map((i) => i._id),
  };
  const errors = tried ? schemaErrorKeys(makeDesignRequestInput, value) : {};
  const areaError = errors.print_areas && t(errors.print_areas);
  const submit = async () => {
    setTried(true);
    if (Object.keys(schemaErrorKeys(makeDesignRequestInput, value)).length) return;
    try {
      const made = (await make({ variables: value })).data?.makeDesignRequest;
      if (!made) return;
      toaster.success({ title: t('new.done', { code: made.code }) });
      onClose();
      navigate(`/design-requests?request=${made._id}`);
    } catch (e) {
      showError(e, t('new.failed'));
    }
  };
  return (
    <FormDialog
      open
      title={t('new.title')}
      testId="request-design"
      onClose={onClose}
      busy={making.loading || uploading}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" colorPalette="brand" loading={making.loading} disabled={uploading} data-testid="request-design-submit">
            {t('new.submit')}
          </Button>
        </>
      }
    >
      <Stack gap="3">
        {'listingId' in target ? (
          <AreaChoices areas={LISTING_DESIGN_AREAS} value={areas} onChange={setAreas} error={areaError} />
        ) : (
          <>
            <SelectField
              name="item_id"
              label={t('new.line')}
              value={itemId}
              onChange={(v) => {
                setItemId(v);
                setAreas([]);
              }}
              options={lines.map((l) => ({ value: l._id, label: `${l.sku} · ${l.name}` }))}
            />
            {itemId && <LineAreaChoices orderId={target.orderId} itemId={itemId} value={areas} onChange={setAreas} error={areaError} />}
          </>
        )}
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            {t('new.brief')}
          </Text>
          <Textarea
            rows={5}
            value={brief}
            placeholder={t('new.brief_hint')}
            aria-label={t('new.brief')}
            onChange={(e) => setBrief(e.target.value)}
            data-testid="request-brief"
            aria-invalid={!!errors.brief}
          />
          {errors.brief && (
            <Text color="fg.error" fontSize="sm">
              {t(errors.brief)}
            </Text>
          )}
        </Stack>
        <FilePicker
          type="attachment"
          value={images}
          onChange={setImages}
          onBusy={setUploading}
          max={DESIGN_REQUEST_LIMITS.images}
          label={t('new.references')}
          testId="reference-input"
        />
      </Stack>
    </FormDialog>
  );
}

function RequestButton({ target }: { target: DesignTarget }) {
  const { t } = useDesignRequestsT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid="request-design-open" disabled={'lines' in target && !target.lines.length}>
        {t('new.open')}
      </Button>
      {open && <RequestDesignDialog target={target} onClose={() => setOpen(false)} />}
    </>
  );
}

/** "Request a design" on the order page (for one of its line items) and on a listing: the studio makes the design. */
export function RequestDesign(props: DesignTarget) {
  const may = useCan('design_requests', 'view');
  if (!may) return null;
  return (
    <designRequestsI18n.Ready>
      <RequestButton target={props} />
    </designRequestsI18n.Ready>
  );
}
