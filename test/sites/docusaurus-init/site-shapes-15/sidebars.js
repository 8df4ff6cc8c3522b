module.exports = { docs: ['intro', 'notebook', 'field-manual'] };
