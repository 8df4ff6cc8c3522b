import { filterDocCardListItems, usePluralForm, ThemeClassNames } from '@docusaurus/theme-common';
// Swizzled components take these from the internal entry; useDocsSidebar is imported but never called here.
import { useAnnouncementBar, useDocsSidebar } from '@docusaurus/theme-common/internal';

export default function CardCount({ items }) {
  const { selectMessage } = usePluralForm();
  const { isActive } = useAnnouncementBar();
  const shown = filterDocCardListItems(items);
  const text = selectMessage(shown.length, 'One card shown|{count} cards shown').replace('{count}', shown.length);
  const extra = typeof useDocsSidebar === 'function' && !isActive ? '' : ' (unexpected)';
  return <p className={`card-count ${ThemeClassNames.docs.docMarkdown}`.trim()}>{text + extra}</p>;
}
