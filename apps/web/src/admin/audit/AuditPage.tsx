export default function AuditPage() {
  return null;
}
