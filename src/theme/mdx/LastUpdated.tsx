import { translate } from './Translate.tsx';

/** `@theme/LastUpdated` for a swizzled DocItem/Footer: when and by whom the doc last changed, nothing when unknown. */
export default function LastUpdated(props: { lastUpdatedAt?: number; lastUpdatedBy?: string }) {
  if (!props.lastUpdatedAt && !props.lastUpdatedBy) return null;
  const date = props.lastUpdatedAt ? new Date(props.lastUpdatedAt).toISOString().slice(0, 10) : undefined;
  const label = translate({ id: 'theme.lastUpdated.lastUpdatedAtBy', message: 'Last updated' });
  return (
    <span className="theme-last-updated">
      {label}
      {date ? <time dateTime={date}> {date}</time> : null}
      {props.lastUpdatedBy ? ` · ${props.lastUpdatedBy}` : null}
    </span>
  );
}
