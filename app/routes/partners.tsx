// Placeholder until its feature lands; replaced by the owning work.
export default function Partners() {
  return <main className="p-8">partners</main>;
}
