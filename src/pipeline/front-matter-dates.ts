import { isMap, isPair, isScalar, type Document } from 'yaml';

const DAY = /^(\d{4})-(\d\d)-(\d\d)$/;
const MOMENT =
  /^(\d{4})-(\d\d?)-(\d\d?)(?:[Tt]|[ \t]+)(\d\d?):(\d\d):(\d\d)(?:\.(\d+))?(?:[ \t]*(Z|([-+])(\d\d?)(?::?(\d\d))?))?$/;

/**
 * Docusaurus reads front matter with YAML 1.1's timestamps: an unquoted `date: 2019-08-30` is a
 * Date, and a site's component may call `frontMatter.date.toLocaleDateString()`. The YAML reader
 * here gives text, so such values (top-level, unquoted, not one of `keep`) become the same Date,
 * in UTC as there. A quoted date stays text, as it does in Docusaurus.
 */
export function plainTimestampsAsDates(
  doc: Document,
  data: Record<string, unknown>,
  keep: (key: string) => boolean,
): Record<string, unknown> {
  if (!isMap(doc.contents)) return data;
  let out = data;
  for (const pair of doc.contents.items) {
    if (!isPair(pair) || !isScalar(pair.key) || !isScalar(pair.value) || pair.value.type !== 'PLAIN') continue;
    const key = String(pair.key.value);
    const date = typeof pair.value.value === 'string' && !keep(key) ? timestamp(pair.value.value) : undefined;
    if (date && out[key] === pair.value.value) out = { ...out, [key]: date };
  }
  return out;
}

/** A YAML 1.1 timestamp as its Date (UTC unless it names a zone); undefined for anything else. */
function timestamp(text: string): Date | undefined {
  const day = DAY.exec(text);
  if (day) return new Date(Date.UTC(+day[1]!, +day[2]! - 1, +day[3]!));
  const m = MOMENT.exec(text);
  if (!m) return undefined;
  const fraction = m[7] ? Number(`0.${m[7]}`) * 1000 : 0;
  let ms = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!, Math.round(fraction));
  if (m[9]) ms -= (m[9] === '-' ? -1 : 1) * ((+m[10]! * 60 + +(m[11] ?? 0)) * 60_000);
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date;
}
