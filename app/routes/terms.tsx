// Placeholder until its feature lands; replaced by the owning work.
export default function Terms() {
  return <main className="p-8">terms</main>;
}
