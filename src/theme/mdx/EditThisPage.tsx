import { translate } from './Translate.tsx';

/** `@theme/EditThisPage`, which a swizzled DocItem/Footer draws with the doc's `editUrl`: a link to edit the source. */
export default function EditThisPage({ editUrl }: { editUrl?: string }) {
  if (!editUrl) return null;
  return (
    <a href={editUrl} target="_blank" rel="noopener noreferrer" className="theme-edit-this-page">
      {translate({ id: 'theme.common.editThisPage', message: 'Edit this page' })}
    </a>
  );
}
