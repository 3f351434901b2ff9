import { useParams, useSearchParams } from 'react-router';
import { EditorLoader } from '../components/EditorLoader';
import { EditorPage } from '../i18n';

/** A seller designs a catalogue product ("Design this product"), or changes a listing of theirs (`?item=<listing id>`). */
export default function ProductDesignPage() {
  const { presetId = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <EditorPage module="catalog">
      <EditorLoader presetId={presetId} mode="product" itemId={params.get('item')} />
    </EditorPage>
  );
}
