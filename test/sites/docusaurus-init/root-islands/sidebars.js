module.exports = {
  harbourSidebar: [
    'intro',
    {
      type: 'category',
      label: 'Harbour',
      collapsed: false,
      items: ['harbour/tides', 'harbour/moorings'],
    },
    { type: 'link', label: 'Charts', href: 'https://charts.example/' },
  ],
};
