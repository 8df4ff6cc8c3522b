// Adds a closing note to every page it runs on.
module.exports = function ripple() {
  return (tree) => {
    tree.children.push({ type: 'paragraph', children: [{ type: 'text', value: 'Noted by the ripple plugin.' }] });
  };
};
