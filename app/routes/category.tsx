// Placeholder until its feature lands; replaced by the owning work.
export default function Category() {
  return <main className="p-8">category</main>;
}
