/**
 * Docusaurus's Google tag and Tag Manager plugins (as `plugins` entries or the classic preset's
 * `gtag` and `googleTagManager` options) as site.config.ts `analytics`. An ID that cannot be
 * written into a script safely is noted, not carried over.
 */
import { arr, obj, pluginName } from './config-values.ts';

type Skip = (field: string, why: string) => void;

export interface MappedAnalytics {
  gtag?: { trackingIDs: string[]; anonymizeIP?: boolean };
  googleTagManager?: { containerId: string };
}

type Kind = 'gtag' | 'googleTagManager';

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Which analytics plugin a `plugins` entry is (package name as written, resolved, or Docusaurus's short name). */
export function analyticsPluginKind(name: string | undefined): Kind | undefined {
  if (!name) return undefined;
  if (/(^|\/)(plugin-)?google-gtag(\/|$)/.test(name)) return 'gtag';
  if (/(^|\/)(plugin-)?google-tag-manager(\/|$)/.test(name)) return 'googleTagManager';
  return undefined;
}

/** Whether the classic preset option `key` is one this module carries over. */
export function isPresetAnalyticsKey(key: string): boolean {
  return key === 'gtag' || key === 'googleTagManager';
}

/** `analytics` for site.config.ts, or undefined when the site has neither plugin. */
export function mapAnalytics(
  plugins: unknown,
  presetOptions: Record<string, unknown>,
  presetName: string,
  skip: Skip,
): MappedAnalytics | undefined {
  const found: { kind: Kind; options: Record<string, unknown>; where: string }[] = [];
  for (const kind of ['gtag', 'googleTagManager'] as const)
    if (presetOptions[kind] !== undefined && presetOptions[kind] !== false)
      found.push({ kind, options: obj(presetOptions[kind]), where: `${presetName}.${kind}` });
  arr(plugins).forEach((plugin, i) => {
    const kind = analyticsPluginKind(pluginName(plugin));
    if (kind)
      found.push({ kind, options: obj(Array.isArray(plugin) ? plugin[1] : undefined), where: `plugins[${i}][1]` });
  });
  const out: MappedAnalytics = {};
  for (const { kind, options, where } of found) {
    if (kind === 'gtag') {
      const ids = (Array.isArray(options.trackingID) ? options.trackingID : [options.trackingID]).filter(
        (id): id is string => typeof id === 'string',
      );
      const good = ids.filter((id) => ID.test(id));
      if (!good.length) skip(`${where}.trackingID`, 'needs one or more IDs such as "G-ABC123"');
      else {
        const trackingIDs = [
          ...(out.gtag?.trackingIDs ?? []),
          ...good.filter((id) => !out.gtag?.trackingIDs.includes(id)),
        ];
        out.gtag = {
          trackingIDs,
          ...(options.anonymizeIP === true || out.gtag?.anonymizeIP ? { anonymizeIP: true } : {}),
        };
      }
    } else if (typeof options.containerId === 'string' && ID.test(options.containerId))
      out.googleTagManager = { containerId: options.containerId };
    else skip(`${where}.containerId`, 'needs a container ID such as "GTM-ABC123"');
  }
  return out.gtag || out.googleTagManager ? out : undefined;
}
