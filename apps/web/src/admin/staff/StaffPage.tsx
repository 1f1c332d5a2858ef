export default function StaffPage() {
  return null;
}
