// Placeholder until its feature lands; replaced by the owning work.
export default function Product() {
  return <main className="p-8">product</main>;
}
