// Placeholder until its feature lands; replaced by the owning work.
export default function Quote() {
  return <main className="p-8">quote</main>;
}
