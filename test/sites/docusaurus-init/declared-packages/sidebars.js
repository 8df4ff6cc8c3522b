module.exports = { docs: ['intro', 'swatch'] };
