export default function InstallationPage() {
  return null;
}
