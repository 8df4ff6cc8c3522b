module.exports = { docs: ['intro', 'api'] };
