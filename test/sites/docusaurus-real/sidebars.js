module.exports = {
  docs: ['intro', { type: 'category', label: 'Guides', items: ['guides/setup', 'guides/advanced/tuning', 'guides/advanced/example'] }, 'reference/options'],
};
