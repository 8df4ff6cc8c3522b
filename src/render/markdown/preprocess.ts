import { ADMONITION_TITLES } from '../../shared/admonition-kinds.ts';
import { fenceTracker } from './fences.ts';
/**
 * Line-preserving source rewrites run before parsing, so positions stay true:
 * `:::tip Custom title` (Docusaurus' older form) becomes `:::tip[Custom title]`,
 * which the directive syntax understands. Fenced code is left alone.
 */
// Every keyword Docusaurus reads, the legacy ones (`important`, `secondary`, `success`) included.
const ADMONITION_TITLE = new RegExp(
  `^(\\s*:{3,})(${Object.keys(ADMONITION_TITLES).join('|')})[ \\t]+([^\\s[{].*?)\\s*$`,
);

export function preprocessMarkdown(source: string): string {
  const lines = source.split('\n');
  const inCode = fenceTracker();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (inCode(line)) continue;
    const m = ADMONITION_TITLE.exec(line);
    if (m) lines[i] = `${m[1]}${m[2]}[${m[3]!.replace(/]/g, '\\]')}]`;
  }
  return lines.join('\n');
}
