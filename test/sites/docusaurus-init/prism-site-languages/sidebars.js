module.exports = { docs: ['schema'] };
