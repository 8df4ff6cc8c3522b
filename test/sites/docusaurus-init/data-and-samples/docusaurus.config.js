// A site whose config reads its own YAML data (with `yaml`, not installed: no `npm install` run),
// with posts holding long-fenced markdown samples and an import of a listed but missing package.
import fs from 'node:fs';
import { parse as parseYaml } from 'yaml';

const people = parseYaml(fs.readFileSync(new URL('./data/people.yml', import.meta.url), 'utf8'));

export default {
  title: 'Quillwork',
  url: 'https://quillwork.example.test',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: { people, contact: 'desk@quillwork.example.test' },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: { showReadingTime: true } }]],
};
