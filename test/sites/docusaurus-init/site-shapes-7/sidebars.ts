export default { docs: ['intro', 'widgets/clock/index', 'cli/index', 'cards', 'watch'] };
