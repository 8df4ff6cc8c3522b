import { translate } from './Translate.tsx';

/** `@theme/TagsListInline` for a swizzled footer: the tags as links (`{label, permalink}`), nothing without tags. */
export default function TagsListInline({ tags }: { tags?: readonly { label: string; permalink: string }[] }) {
  if (!tags?.length) return null;
  return (
    <span className="theme-tags-inline">
      <b>{translate({ id: 'theme.tags.tagsListLabel', message: 'Tags:' })}</b>{' '}
      {tags.map((t) => (
        <a key={t.permalink} href={t.permalink} className="tag">
          {t.label}
        </a>
      ))}
    </span>
  );
}
