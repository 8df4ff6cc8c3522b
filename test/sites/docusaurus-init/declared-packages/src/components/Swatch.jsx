import { useTheme } from '@quill/widgets';

// Reads the theme of a package that is not installed: with a stand-in hook the read throws.
export default function Swatch({ children }) {
  const { theme } = useTheme();
  return <span style={{ color: theme.colors.primary }}>{children}</span>;
}
