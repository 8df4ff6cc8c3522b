module.exports = { docs: ['getting-started', 'wicks'] };
