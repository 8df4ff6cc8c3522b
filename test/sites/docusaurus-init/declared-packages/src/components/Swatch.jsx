import { useTheme } from '@quill/widgets';

// Works on a value of a package that is not installed: from its stand-in the date is invalid and the call throws.
export default function Swatch({ children }) {
  const { theme } = useTheme();
  const updated = new Date(theme.updatedAt).toISOString();
  return <span data-updated={updated}>{children}</span>;
}
