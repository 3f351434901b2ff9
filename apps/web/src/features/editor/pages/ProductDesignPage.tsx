import { useParams } from 'react-router';
import { EditorLoader } from '../components/EditorLoader';
import { EditorPage } from '../i18n';

/** A seller designs a catalogue product ("Design this product"). */
export default function ProductDesignPage() {
  const { presetId = '' } = useParams();
  return (
    <EditorPage module="catalog">
      <EditorLoader presetId={presetId} mode="product" />
    </EditorPage>
  );
}
