module.exports = { docs: ['intro', 'moorings'] };
