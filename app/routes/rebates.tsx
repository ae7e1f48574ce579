// Placeholder until its feature lands; replaced by the owning work.
export default function Rebates() {
  return <main className="p-8">rebates</main>;
}
