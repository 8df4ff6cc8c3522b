module.exports = {
  guideSidebar: ['intro', { type: 'category', label: 'Guide', items: ['guide/setup'] }],
  apiSidebar: ['api/reference'],
};
