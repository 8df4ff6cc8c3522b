module.exports = {
  docs: [
    'intro',
    'guides/instal',
    { type: 'category', label: 'Guides', items: [{ type: 'doc' }] },
    { type: 'page', id: 'intro' },
  ],
};
