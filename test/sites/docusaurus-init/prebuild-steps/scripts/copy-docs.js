// Copies the docs kept elsewhere into docs/, as a build script does before `docusaurus build`.
const fs = require('node:fs');
const path = require('node:path');
const root = path.join(__dirname, '..');
fs.copyFileSync(path.join(root, 'source-docs/rules.md'), path.join(root, 'docs/rules.md'));
