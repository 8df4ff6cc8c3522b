// npm's prebuild hook: writes a stamp the docs do not need, to show it ran.
const fs = require('node:fs');
const path = require('node:path');
fs.writeFileSync(path.join(__dirname, '..', 'stamp.txt'), 'stamped\n');
