// JSX in a .js file, as Docusaurus's own compiler accepts.
export function StatusBadge({ state }) {
  return <span className={`status-badge status-${state}`}>{state}</span>;
}
