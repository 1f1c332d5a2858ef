export default function ProductsPage() {
  return null;
}
