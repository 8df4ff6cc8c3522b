module.exports = { docs: ['intro', 'field-manual'] };
