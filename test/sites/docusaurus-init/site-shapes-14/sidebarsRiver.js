const fs = require('fs');
const path = require('path');

// The river docs in file order, read from their folder as the site adds them.
const docs = fs
  .readdirSync(path.join(__dirname, 'river'))
  .filter((name) => name.endsWith('.md'))
  .map((name) => name.replace(/\.md$/, ''))
  .sort((a, b) => (a === 'intro' ? -1 : b === 'intro' ? 1 : a.localeCompare(b)));

module.exports = { river: docs };
