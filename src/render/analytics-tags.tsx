/**
 * Google Analytics (gtag.js) and Google Tag Manager tags for every page, from `analytics` in
 * site.config.ts. The IDs are checked by the config schema (letters, digits, `-`, `_`), so they
 * can sit in a script as JSON strings. docsgen swaps pages in the browser (client-nav), so the
 * Google tag also gets a page view on each `docsgen:navigated`, as a full load would send one.
 */
import type { ReactElement } from 'react';
import type { SiteSettings } from '../shared/config-schema.ts';

type Analytics = NonNullable<SiteSettings['analytics']>;

const GOOGLE_TAG_HOST = 'https://www.googletagmanager.com';

/** The gtag.js library, then a script that configures each ID and reports client-side page views. */
function gtagTags(gtag: NonNullable<Analytics['gtag']>): ReactElement[] {
  const [first] = gtag.trackingIDs;
  const options = gtag.anonymizeIP ? ',{anonymize_ip:true}' : '';
  const configure = gtag.trackingIDs.map((id) => `gtag('config',${JSON.stringify(id)}${options});`).join('');
  const script =
    `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());${configure}` +
    `document.addEventListener('docsgen:navigated',function(){gtag('event','page_view',` +
    `{page_title:document.title,page_location:location.href,page_path:location.pathname})});`;
  return [
    <script key="gtag-lib" async src={`${GOOGLE_TAG_HOST}/gtag/js?id=${encodeURIComponent(first!)}`} />,
    <script key="gtag-config" dangerouslySetInnerHTML={{ __html: script }} />,
  ];
}

/** The Tag Manager container loaded from `<head>`, after its start event is in the data layer. */
function tagManagerHead(containerId: string): ReactElement {
  const script =
    `window.dataLayer=window.dataLayer||[];dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
    `var s=document.createElement('script');s.async=true;` +
    `s.src=${JSON.stringify(`${GOOGLE_TAG_HOST}/gtm.js?id=${containerId}`)};document.head.appendChild(s);`;
  return <script key="gtm" dangerouslySetInnerHTML={{ __html: script }} />;
}

/** Tags for `<head>`, after the site's own scripts. */
export function analyticsHeadTags(analytics: SiteSettings['analytics']): ReactElement[] {
  if (!analytics) return [];
  return [
    ...(analytics.gtag ? gtagTags(analytics.gtag) : []),
    ...(analytics.googleTagManager ? [tagManagerHead(analytics.googleTagManager.containerId)] : []),
  ];
}

/** Tag Manager's frame for visitors without JavaScript, first in `<body>`. */
export function analyticsBodyTags(analytics: SiteSettings['analytics']): ReactElement | null {
  const id = analytics?.googleTagManager?.containerId;
  if (!id) return null;
  return (
    <noscript>
      <iframe
        src={`${GOOGLE_TAG_HOST}/ns.html?id=${id}`}
        height="0"
        width="0"
        style={{ display: 'none', visibility: 'hidden' }}
      />
    </noscript>
  );
}
