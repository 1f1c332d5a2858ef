export default function SentMailPage() {
  return null;
}
