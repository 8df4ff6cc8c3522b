module.exports = { docs: ['berths'] };
