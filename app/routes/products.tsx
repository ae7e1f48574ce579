// Placeholder until its feature lands; replaced by the owning work.
export default function Products() {
  return <main className="p-8">products</main>;
}
