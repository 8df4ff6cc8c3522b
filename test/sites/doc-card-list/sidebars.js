module.exports = {
  docs: [
    'welcome',
    {
      type: 'category',
      label: 'Recipes',
      link: { type: 'doc', id: 'recipes/overview' },
      items: ['recipes/soup', 'recipes/salad', { type: 'category', label: 'Baking', items: ['recipes/baking/bread', 'recipes/baking/scones'] }],
    },
    { type: 'category', label: 'Tools', link: { type: 'doc', id: 'tools/index' }, items: ['tools/knives', 'tools/pans'] },
  ],
};
