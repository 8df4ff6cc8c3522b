export default function NotAPage() {
  return null;
}
