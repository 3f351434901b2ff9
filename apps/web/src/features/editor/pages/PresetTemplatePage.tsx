import { useParams } from 'react-router';
import { EditorLoader } from '../components/EditorLoader';
import { EditorPage } from '../i18n';

/** Root edits a product preset's mockup template: sides, their images and print areas. */
export default function PresetTemplatePage() {
  const { presetId = '' } = useParams();
  return (
    <EditorPage module="items">
      <EditorLoader presetId={presetId} mode="template" />
    </EditorPage>
  );
}
