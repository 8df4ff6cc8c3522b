export const clockWidget = { name: 'Hover clock', refreshSeconds: 30 };
